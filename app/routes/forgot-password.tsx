import formsEnhancer from "virtual:inline-script/forms";
import { data } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { requestPasswordReset } from "../../worker/services/accounts/accounts";
import { ForgotPassword, formFields } from "../domain/account";
import { FormError } from "../components/form-error";
import { STRINGS } from "../i18n";
import type { Route } from "./+types/forgot-password";
import { readForm } from "../lib/guards.server";
import { PageScript } from "../components/page-script";
// The rules home, search, browse and a listing never use (docs/decisions/107).
import { ServerToast } from "../components/server-toast";
import { attach } from "../behaviours/contract";
import { swapContract } from "../behaviours/swap/swap.contract";
import "../styles/forms.css";
import { refusedFieldContract } from "../behaviours/refused-field/refused-field.contract";

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.screens.forgotPassword.forgotTitle} | Sokoni` }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readForm(request));
  const email = (fields.email ?? "").trim();
  const parsed = v.safeParse(ForgotPassword, fields);
  if (!parsed.success) return data({ sent: null, error: parsed.issues[0]?.message ?? "", email }, { status: 400 });
  const outcome = await requestPasswordReset(context.get(requestContextKey), parsed.output.email, request.headers);
  if (!outcome.ok)
    return data({ sent: null, error: STRINGS.screens.forgotPassword.resetSendFailed(outcome.status, outcome.message), email }, { status: outcome.status });
  return { sent: parsed.output.email, error: null, email };
}

/**
 * The confirmation is written on the page (so it reads the same without JavaScript); with a
 * script the spec's toast shows too, and closing it goes to sign in (spec section 4): the page
 * asks for it (`then`, app/behaviours/toast).
 */
export default function ForgotPasswordScreen({ actionData }: Route.ComponentProps) {
  if (actionData?.sent) {
    return (
      <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
        <h1>{STRINGS.screens.forgotPassword.forgotTitle}</h1>
        <div className="auth-form" role="status">
          <p className="form-success">{STRINGS.screens.forgotPassword.resetSent}</p>
          <p>{STRINGS.screens.forgotPassword.resetSentDetail(actionData.sent)}</p>
        </div>
        <p className="auth-links">
          <a href="/sign-in">{STRINGS.screens.forgotPassword.backToSignIn}</a>
        </p>
        <ServerToast message={STRINGS.screens.forgotPassword.resetSent} kind="success" id="reset-sent" then="/sign-in" />
        <PageScript code={formsEnhancer} />
      </main>
    );
  }
  return (
    <main className="page narrow auth-page" id="main" {...attach(refusedFieldContract)}>
      <h1>{STRINGS.screens.forgotPassword.forgotTitle}</h1>
      <p>{STRINGS.screens.forgotPassword.forgotIntro}</p>
      <form method="post" {...attach(swapContract)} className="auth-form" noValidate>
        <div className="field">
          <label htmlFor="forgot-email">{STRINGS.common.email}</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={actionData?.email}
            aria-invalid={actionData?.error ? true : undefined}
          />
        </div>
        <FormError message={actionData?.error} />
        <button type="submit" className="button">
          {STRINGS.screens.forgotPassword.sendReset}
        </button>
      </form>
      <p className="auth-links">
        <a href="/sign-in">{STRINGS.screens.forgotPassword.backToSignIn}</a>
      </p>
      <PageScript code={formsEnhancer} />
    </main>
  );
}
