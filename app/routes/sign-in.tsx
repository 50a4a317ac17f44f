import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect, useRouteLoaderData } from "react-router";
import * as v from "valibot";
import { googleConfigured } from "../../worker/auth";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, safeRedirectPath, signInWithEmail } from "../../worker/services/accounts/accounts";
import { ACCOUNT_MESSAGES, formFields, googleErrorMessage, SignIn } from "../domain/account";
import { PasswordInput } from "../components/password-input/password-input";
import { FormError, FormSuccess } from "../components/form-error";
import type { loader as rootLoader } from "../root";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/sign-in";
import { readForm } from "../lib/guards.server";
import { signUpPath } from "../lib/sign-in-path";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "../styles/forms.css";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

/** This screen writes the flash message beside its form, so the layout does not repeat it. */
export const handle = { showsFlash: true };

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.signIn.signInTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

/**
 * A failed Google sign-in comes back here with better-auth's `error` code in the query: the page
 * says so in the spec's words (in the HTML, so it needs no script).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const query = url.searchParams;
  const redirectTo = safeRedirectPath(query.get("redirectTo"));
  if (await ctx.currentUser()) throw redirect(redirectTo);
  const googleError = query.get("error");
  return {
    redirectTo,
    google: googleConfigured(ctx.env),
    googleError: googleError ? STRINGS.screens.signIn.googleError(googleErrorMessage(googleError)) : null,
  };
}

/** A refused sign-in keeps the email typed (never the password) and says why on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const fields = formFields(await readForm(request));
  const values = { email: fields.email ?? "" };
  const parsed = v.safeParse(SignIn, fields);
  if (!parsed.success) {
    return data({ error: parsed.issues[0]?.message ?? ACCOUNT_MESSAGES.signInRequired, values }, { status: 400 });
  }
  const outcome = await signInWithEmail(ctx, parsed.output, request.headers);
  if (!outcome.ok) return data({ error: STRINGS.screens.signIn.signInError(outcome.message), values }, { status: outcome.status });
  // Email sign-in goes back where the visitor came from, or home (spec section 4).
  throw redirect(safeRedirectPath(fields.redirectTo), {
    headers: redirectHeaders(outcome.cookies, { message: STRINGS.screens.signIn.signedIn, kind: "success" }),
  });
}

export default function SignInScreen({ loaderData, actionData }: Route.ComponentProps) {
  // "Password reset successful! Please sign in." (or "Please sign in to edit listing") arrives as
  // a flash: a toast once scripts run, written on the page where they do not.
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  return (
    <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
      <h1>{STRINGS.screens.signIn.signInTitle}</h1>
      <p className="notice">{STRINGS.screens.signIn.signUpFirst}</p>
      {actionData ? null : <FormSuccess message={flash?.kind === "success" ? flash.message : null} />}
      {actionData ? null : <FormError message={loaderData.googleError ?? (flash?.kind === "error" ? flash.message : null)} />}
      <form method="post" {...attach(swapContract)} className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div className="field">
          <label htmlFor="sign-in-email">{STRINGS.common.email}</label>
          <input id="sign-in-email" name="email" type="email" autoComplete="email" inputMode="email" required defaultValue={actionData?.values.email} />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password">{STRINGS.common.password}</label>
          <PasswordInput id="sign-in-password" name="password" autoComplete="current-password" />
        </div>
        <FormError message={actionData?.error} />
        <button type="submit" className="button">
          {STRINGS.common.signInButton}
        </button>
      </form>
      {loaderData.google ? (
        <form method="post" {...attach(swapContract)} action="/auth/google" className="auth-form">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <button type="submit" className="button outline">
            {STRINGS.screens.signIn.google}
          </button>
        </form>
      ) : null}
      <p className="auth-links">
        <a href="/forgot-password">{STRINGS.screens.signIn.forgot}</a>
        <span>
          {STRINGS.screens.signIn.noAccount} <a href={signUpPath(loaderData.redirectTo)}>{STRINGS.common.signUpButton}</a>
        </span>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}
