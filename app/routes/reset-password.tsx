import { useEffect } from "react";
import { data, Form, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import * as v from "valibot";
import { requestContextKey } from "../../worker/context";
import { resetPassword } from "../../worker/services/accounts";
import { fieldErrors, formFields, ResetPassword } from "../domain/account";
import { PasswordInput } from "../components/password-input";
import { FormError } from "../components/form-error";
import { STRINGS } from "../strings";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Reset password | Sokoni" }, { name: "robots", content: "noindex" }];

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = v.safeParse(ResetPassword, formFields(await request.formData()));
  if (!parsed.success) return data({ done: false, error: Object.values(fieldErrors(parsed.issues))[0] ?? "" }, { status: 400 });
  const outcome = await resetPassword(context.get(requestContextKey), params.token, parsed.output.password, request.headers);
  if (!outcome.ok) return data({ done: false, error: STRINGS.account.resetFailed(outcome.status, outcome.message) }, { status: outcome.status });
  return { done: true, error: null };
}

export default function ResetPasswordScreen({ actionData }: Route.ComponentProps) {
  const t = STRINGS.account;
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (actionData?.done) {
      toast.success(t.resetDone, { onAutoClose: () => navigate("/sign-in"), onDismiss: () => navigate("/sign-in") });
    } else if (actionData?.error) {
      toast.error(actionData.error);
    }
  }, [actionData, navigate]);
  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t.resetTitle}</h1>
      <Form method="post" className="auth-form" noValidate>
        <div className="field">
          <label htmlFor="new-password">{t.newPassword}</label>
          <PasswordInput id="new-password" name="password" autoComplete="new-password" />
        </div>
        <div className="field">
          <label htmlFor="confirm-password">{t.confirmPassword}</label>
          <PasswordInput id="confirm-password" name="confirmPassword" autoComplete="new-password" />
        </div>
        <FormError message={actionData?.error} />
        <button type="submit" className="button" disabled={busy || actionData?.done === true}>
          {t.resetButton}
        </button>
      </Form>
    </main>
  );
}
