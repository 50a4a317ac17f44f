import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { requestPasswordReset } from "../../worker/services/accounts";
import { ForgotPassword, formFields } from "../domain/account";
import { FormError } from "../components/form-error";
import { STRINGS } from "../strings";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot password | Sokoni" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = v.safeParse(ForgotPassword, formFields(await request.formData()));
  if (!parsed.success) return data({ sent: false, error: parsed.issues[0]?.message ?? "" }, { status: 400 });
  const outcome = await requestPasswordReset(context.get(requestContextKey), parsed.output.email, request.headers);
  if (!outcome.ok) return data({ sent: false, error: STRINGS.account.resetSendFailed(outcome.status, outcome.message) }, { status: outcome.status });
  return { sent: true, error: null };
}

export default function ForgotPasswordScreen({ actionData }: Route.ComponentProps) {
  const t = STRINGS.account;
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData?.sent) {
      // The spec: when the toast closes, go to sign in.
      toast.success(t.resetSent, { onAutoClose: () => navigate("/sign-in"), onDismiss: () => navigate("/sign-in") });
    } else if (actionData?.error) {
      toast.error(actionData.error);
    }
  }, [actionData, navigate]);
  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t.forgotTitle}</h1>
      <p>{t.forgotIntro}</p>
      <Form method="post" className="auth-form" noValidate>
        <label className="field">
          <span>{t.email}</span>
          <input name="email" type="email" autoComplete="email" inputMode="email" required />
        </label>
        <FormError message={actionData?.error} />
        <button type="submit" className="button" disabled={busy || actionData?.sent === true}>
          {t.sendReset}
        </button>
      </Form>
      <p className="auth-links">
        <Link to="/sign-in">{t.backToSignIn}</Link>
      </p>
    </main>
  );
}
