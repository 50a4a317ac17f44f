import { data, Form, Link, redirect, useNavigation } from "react-router";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, signUpWithEmail } from "../../worker/services/accounts";
import { fieldErrors, formFields, SignUp } from "../domain/account";
import { PasswordInput } from "../components/password-input";
import { FormError } from "../components/form-error";
import { STRINGS } from "../strings";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () => [{ title: "Sign up | Sokoni" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.get(requestContextKey).currentUser()) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const parsed = v.safeParse(SignUp, formFields(await request.formData()));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.issues);
    // A blank field says 'All fields are required' once, as the spec does.
    return data({ error: Object.values(errors)[0] ?? STRINGS.account.signUpError(""), errors }, { status: 400 });
  }
  const outcome = await signUpWithEmail(ctx, parsed.output, request.headers);
  if (!outcome.ok) return data({ error: STRINGS.account.signUpError(outcome.message), errors: {} }, { status: outcome.status });
  throw redirect("/thank-you", { headers: redirectHeaders(outcome.cookies, { message: STRINGS.account.signedUp, kind: "success" }) });
}

export default function SignUpScreen({ actionData }: Route.ComponentProps) {
  const t = STRINGS.account;
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = actionData?.errors ?? {};
  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t.signUpTitle}</h1>
      <Form method="post" className="auth-form" noValidate>
        <div className="field">
          <label htmlFor="sign-up-username">{t.username}</label>
          <input
            id="sign-up-username"
            name="username"
            autoComplete="username"
            required
            aria-describedby="username-note"
            aria-invalid={errors.username ? true : undefined}
          />
          <small id="username-note">{t.usernameNote}</small>
        </div>
        <label className="field">
          <span>{t.email}</span>
          <input name="email" type="email" autoComplete="email" inputMode="email" required aria-invalid={errors.email ? true : undefined} />
        </label>
        <div className="field">
          <label htmlFor="sign-up-password">{t.password}</label>
          <PasswordInput id="sign-up-password" name="password" autoComplete="new-password" invalid={Boolean(errors.password)} />
        </div>
        <label className="check">
          <input type="checkbox" name="terms" required />
          <span>
            {t.agree}{" "}
            <Link to="/terms-of-service" target="_blank">
              {t.terms}
            </Link>
          </span>
        </label>
        <FormError message={actionData?.error} />
        <button type="submit" className="button" disabled={busy}>
          {t.signUpButton}
        </button>
      </Form>
      <p className="auth-links">
        <span>
          {t.haveAccount} <Link to="/sign-in">{t.signInButton}</Link>
        </span>
      </p>
    </main>
  );
}
