import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders } from "../../worker/services/accounts/accounts";
import { emailChangeLink, EMAIL_CHANGE_MESSAGES, applyEmailChangeLink } from "../../worker/services/accounts/email-change";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/confirm-email";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "../styles/forms.css";

/**
 * The link mailed for an email change (worker/services/accounts/email-change.ts). Opening it only shows a
 * button: mail scanners fetch links, so nothing may change on a GET. It works signed out (the mail
 * may be read on another device) and acts only on the account that asked.
 */
export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.confirmEmail.title} | Sokoni` }, { name: "robots", content: "noindex" }];

/** A used, expired or unknown link is said when the page opens, like the reset screen does. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await emailChangeLink(context.get(requestContextKey), params.token);
  if (!link) return data({ expired: true as const }, { status: 410 });
  return { expired: false as const, ...link };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const t = STRINGS.screens.confirmEmail;
  const outcome = await applyEmailChangeLink(ctx, params.token, request.headers);
  if (!outcome.ok) {
    if (outcome.expired) return data({ expired: true as const, error: null }, { status: 410 });
    return data({ expired: false as const, error: outcome.message }, { status: 409 });
  }
  // Away by a redirect (the link is used up, so this page would now say it has expired): the
  // owner's own browser to the profile, a signed-out one to sign in (after a change) or home, any
  // other home; the flash says what happened. An approval (Google-only account) has mailed the
  // new address its own link.
  const me = await ctx.currentUser();
  const owner = me?.id === outcome.userId;
  const message = outcome.step === "approve" ? EMAIL_CHANGE_MESSAGES.linkSent(outcome.email) : !me ? t.changedSignIn(outcome.email) : t.changed(outcome.email);
  const to = owner ? "/profile" : !me && outcome.step === "confirm" ? "/sign-in" : "/";
  throw redirect(to, { headers: redirectHeaders([], { message, kind: "success" }) });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.screens.confirmEmail;
  if (actionData?.expired || loaderData.expired || actionData?.error) {
    return (
      <main className="page narrow auth-page" id="main">
        <h1>{t.title}</h1>
        <p className="auth-form inline-error" role="alert">
          {actionData?.error ?? t.expired}
        </p>
        <p className="auth-links">
          <a className="button" href="/profile">
            {t.toProfile}
          </a>
        </p>
        <PageScript code={formsEnhancer} />
      </main>
    );
  }
  const approving = loaderData.step === "approve";
  return (
    <main className="page narrow auth-page" id="main">
      <h1>{approving ? t.approveTitle : t.title}</h1>
      <form method="post" {...attach(swapContract)} className="auth-form">
        <p>{approving ? t.approveIntro(loaderData.email) : t.confirmIntro(loaderData.email)}</p>
        <button type="submit" className="button">
          {approving ? t.approve : t.confirm}
        </button>
      </form>
      <PageScript code={formsEnhancer} />
    </main>
  );
}
