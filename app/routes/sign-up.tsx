import formsEnhancer from "virtual:inline-script/forms";
import { data, redirect } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, safeRedirectPath, signUpWithEmail } from "../../worker/services/accounts/accounts";
import { formErrors, formFields, SignUp, ACCOUNT_MESSAGES, USERNAME_MAX_LENGTH } from "../domain/account";
import { PasswordField } from "../components/password-input/password-input";
import { FieldError, FormError } from "../components/form-error";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/sign-up";
import { readForm } from "../lib/guards.server";
import { signInPath, thankYouPath } from "../lib/sign-in-path";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "./sign-up.css";
import "../styles/forms.css";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.signUp.commonSignUpTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

/**
 * `redirectTo` is where the visitor was going when sign-in sent them here ("Message seller" as a
 * visitor, say): kept through the form and the thank-you page, and only ever a path of this site.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (await context.get(requestContextKey).currentUser()) throw redirect(redirectTo);
  return { redirectTo };
}

/**
 * A refused sign-up comes back with what was typed (never the password), so a page loaded
 * without JavaScript shows the form as it was, with the message beside the field at fault.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const fields = formFields(await readForm(request));
  const values = { username: fields.username ?? "", email: fields.email ?? "", terms: fields.terms === "on" };
  const redirectTo = safeRedirectPath(fields.redirectTo);
  const parsed = v.safeParse(SignUp, fields);
  if (!parsed.success) {
    // A blank field says 'All fields are required' once, as the spec does.
    const { form, fields: errors } = formErrors(parsed.issues);
    return data({ error: form, errors, values }, { status: 400 });
  }
  const outcome = await signUpWithEmail(ctx, parsed.output, request.headers);
  if (!outcome.ok) return data({ error: STRINGS.screens.signUp.signUpError(outcome.message), errors: {}, values }, { status: outcome.status });
  throw redirect(thankYouPath(redirectTo), { headers: redirectHeaders(outcome.cookies, { message: STRINGS.screens.signUp.signedUp, kind: "success" }) });
}

export default function SignUpScreen({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values = actionData?.values;
  // The hint is the rule's own sentence; it turns into the error when the name breaks the rule.
  const usernameRefused = errors.username === ACCOUNT_MESSAGES.usernameHint;
  return (
    <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
      <h1>{STRINGS.screens.signUp.signUpTitle}</h1>
      <form method="post" {...attach(swapContract)} className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div className="field">
          <label htmlFor="sign-up-username">{STRINGS.common.username}</label>
          <input
            id="sign-up-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            maxLength={USERNAME_MAX_LENGTH}
            required
            defaultValue={values?.username}
            aria-describedby="username-note"
            aria-invalid={errors.username ? true : undefined}
          />
          <small id="username-note" className={usernameRefused ? "field-error" : undefined}>
            {ACCOUNT_MESSAGES.usernameHint}
          </small>
          {usernameRefused ? null : <FieldError id="sign-up-username-error" message={errors.username} />}
        </div>
        <div className="field">
          <label htmlFor="sign-up-email">{STRINGS.common.email}</label>
          <input
            id="sign-up-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={values?.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "sign-up-email-error" : undefined}
          />
          <FieldError id="sign-up-email-error" message={errors.email} />
        </div>
        <PasswordField id="sign-up-password" name="password" label={STRINGS.common.password} autoComplete="new-password" error={errors.password} />
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              name="terms"
              required
              defaultChecked={values?.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "sign-up-terms-error" : undefined}
            />
            <span>
              {STRINGS.screens.signUp.agree}{" "}
              <a href="/terms-of-service" target="_blank" rel="noopener">
                {STRINGS.screens.signUp.terms}
              </a>
            </span>
          </label>
          <FieldError id="sign-up-terms-error" message={errors.terms} />
        </div>
        <FormError message={actionData?.error} />
        <button type="submit" className="button">
          {STRINGS.common.signUpButton}
        </button>
      </form>
      <p className="auth-links">
        <span>
          {STRINGS.screens.signUp.haveAccount}{" "}
          <a href={loaderData.redirectTo === "/" ? "/sign-in" : signInPath(loaderData.redirectTo)}>{STRINGS.common.signInButton}</a>
        </span>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}
