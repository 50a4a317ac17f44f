import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, resetLinkIsUsable, resetPassword } from "../../worker/services/accounts/accounts";
import { ACCOUNT_MESSAGES, formErrors, formFields, ResetPassword } from "../domain/account";
import { PasswordField } from "../components/password-input/password-input";
import { FormError } from "../components/form-error";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/reset-password";
import { readForm } from "../lib/guards.server";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "../styles/forms.css";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

export const meta: Route.MetaFunction = () => [
  { title: `${STRINGS.screens.resetPassword.resetPasswordTitle} | Sokoni` },
  { name: "robots", content: "noindex" },
];

/** The link is checked when the page opens: a used or expired one is said at once, not after typing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (await resetLinkIsUsable(context.get(requestContextKey), params.token)) return { expired: false };
  return data({ expired: true }, { status: 410 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = v.safeParse(ResetPassword, formFields(await readForm(request)));
  if (!parsed.success) return data({ expired: false, ...formErrors(parsed.issues) }, { status: 400 });
  const outcome = await resetPassword(context.get(requestContextKey), params.token, parsed.output.password, request.headers);
  // Straight to sign in, where the spec's toast (or, without a script, the page) says it worked.
  if (outcome.ok) throw redirect("/sign-in", { headers: redirectHeaders([], { message: STRINGS.screens.resetPassword.resetDone, kind: "success" }) });
  if ("expired" in outcome) return data({ expired: true, form: null, fields: {} }, { status: outcome.status });
  return data({ expired: false, form: STRINGS.screens.resetPassword.resetFailed(outcome.status, outcome.message), fields: {} }, { status: outcome.status });
}

export default function ResetPasswordScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.screens.resetPassword;
  if (actionData?.expired ?? loaderData.expired) {
    return (
      <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
        <h1>{t.resetTitle}</h1>
        <p className="auth-form inline-error" role="alert">
          {ACCOUNT_MESSAGES.resetLinkExpired}
        </p>
        <p className="auth-links">
          <a className="button" href="/forgot-password">
            {t.resetAskAgain}
          </a>
        </p>
        <PageScript code={formsEnhancer} />
      </main>
    );
  }
  const errors: Record<string, string> = actionData?.fields ?? {};
  return (
    <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
      <h1>{t.resetTitle}</h1>
      <form method="post" {...attach(swapContract)} className="auth-form" noValidate>
        <PasswordField id="new-password" name="password" label={t.newPassword} autoComplete="new-password" error={errors.password} />
        <PasswordField id="confirm-password" name="confirmPassword" label={t.confirmPassword} autoComplete="new-password" error={errors.confirmPassword} />
        <FormError message={actionData?.form} />
        <button type="submit" className="button">
          {t.resetButton}
        </button>
      </form>
      <PageScript code={formsEnhancer} />
    </main>
  );
}
