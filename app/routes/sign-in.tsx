import { data, Form, Link, redirect, useNavigation } from "react-router";
import * as v from "valibot";
import { googleConfigured } from "../../worker/auth";
import { requestContextKey } from "../../worker/context";
import { redirectHeaders, safeRedirectPath, signInWithEmail } from "../../worker/services/accounts";
import { ACCOUNT_MESSAGES, formFields, SignIn } from "../domain/account";
import { PasswordInput } from "../components/password-input";
import { FormError } from "../components/form-error";
import { STRINGS } from "../strings";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Sokoni" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContextKey);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  if (await ctx.currentUser()) throw redirect(redirectTo);
  return { redirectTo, google: googleConfigured(ctx.env) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContextKey);
  const fields = formFields(await request.formData());
  const parsed = v.safeParse(SignIn, fields);
  if (!parsed.success) return data({ error: parsed.issues[0]?.message ?? ACCOUNT_MESSAGES.signInRequired }, { status: 400 });
  const outcome = await signInWithEmail(ctx, parsed.output, request.headers);
  if (!outcome.ok) return data({ error: STRINGS.account.signInError(outcome.message) }, { status: outcome.status });
  // Email sign-in goes back where the visitor came from, or home (spec section 4).
  throw redirect(safeRedirectPath(fields.redirectTo), { headers: redirectHeaders(outcome.cookies, { message: STRINGS.account.signedIn, kind: "success" }) });
}

export default function SignInScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = STRINGS.account;
  const busy = useNavigation().state === "submitting";
  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t.signInTitle}</h1>
      <p className="notice">{t.signUpFirst}</p>
      <Form method="post" className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <label className="field">
          <span>{t.email}</span>
          <input name="email" type="email" autoComplete="email" inputMode="email" required />
        </label>
        <div className="field">
          <label htmlFor="sign-in-password">{t.password}</label>
          <PasswordInput id="sign-in-password" name="password" autoComplete="current-password" />
        </div>
        <FormError message={actionData?.error} />
        <button type="submit" className="button" disabled={busy}>
          {t.signInButton}
        </button>
      </Form>
      {loaderData.google ? (
        <Form method="post" action="/auth/google" className="auth-form">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <button type="submit" className="button outline">
            {t.google}
          </button>
        </Form>
      ) : null}
      <p className="auth-links">
        <Link to="/forgot-password">{t.forgot}</Link>
        <span>
          {t.noAccount} <Link to="/sign-up">{t.signUpButton}</Link>
        </span>
      </p>
    </main>
  );
}
