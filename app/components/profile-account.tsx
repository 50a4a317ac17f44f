import { STRINGS } from "../i18n";
import { profileForm } from "./profile-forms";
import { FieldError, FormError } from "./form-error";
import { PasswordField } from "./password-input/password-input";
import "./profile-account.css";

/*
 * The profile's own account parts (app/routes/profile.tsx, docs/decisions/102): the account form
 * and the delete question a page without scripts asks. Plain forms posted to the profile.
 */

/** What a button of this screen answers; a refused update adds its field messages and what was typed. */
export interface ProfileAnswer {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: { username: string; email: string };
  /** A delete posted without the browser's confirm dialog (no script): the page asks first. */
  confirm?: { intent: "delete-listing" | "delete-account"; listingId?: string };
}

/**
 * Username, email and password: a refusal comes back with the reasons under their fields and what
 * was typed kept (never a password: the page's script keeps those, a page without one cannot).
 */
export function AccountForm({
  me,
  emailPending,
  update,
}: {
  me: { username: string; email: string };
  emailPending: string | null;
  update: ProfileAnswer | null;
}) {
  const t = STRINGS.components.profileAccount;
  const errors = update?.errors ?? {};
  const typed = update?.values;
  return (
    <form method="post" className="auth-form profile-form" noValidate {...profileForm()}>
      <input type="hidden" name="intent" value="update" />
      <div className="field">
        <label htmlFor="profile-username">{STRINGS.common.username}</label>
        <input
          id="profile-username"
          name="username"
          defaultValue={typed?.username ?? me.username}
          autoComplete="username"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? "profile-username-error" : undefined}
        />
        <FieldError id="profile-username-error" message={errors.username} />
      </div>
      <div className="field">
        <label htmlFor="profile-email">{STRINGS.common.email}</label>
        <input
          id="profile-email"
          name="email"
          type="email"
          defaultValue={typed?.email ?? me.email}
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={[errors.email ? "profile-email-error" : "", emailPending ? "profile-email-pending" : ""].join(" ").trim() || undefined}
        />
        <FieldError id="profile-email-error" message={errors.email} />
        {emailPending ? (
          <small className="email-pending" id="profile-email-pending" role="status">
            {emailPending}
          </small>
        ) : null}
      </div>
      <PasswordField id="profile-password" name="password" label={t.newPassword} autoComplete="new-password" required={false} error={errors.password} />
      <PasswordField
        id="profile-current-password"
        name="currentPassword"
        label={t.currentPassword}
        autoComplete="current-password"
        required={false}
        error={errors.currentPassword}
        hint={t.currentPasswordHint}
      />
      <FormError message={update && !update.ok ? update.message : null} />
      <button type="submit" className="button">
        {t.update}
      </button>
    </form>
  );
}

/**
 * The question the confirm dialog asks, on the page, for a delete posted without a script: a
 * single tap must not delete an account or a listing.
 */
export function ConfirmDelete({ question, intent, listingId, cancel }: { question: string; intent: string; listingId?: string; cancel: string }) {
  return (
    <form method="post" className="confirm-delete" role="alertdialog" aria-label={question} {...profileForm()}>
      <p>{question}</p>
      <input type="hidden" name="intent" value={intent} />
      {listingId ? <input type="hidden" name="listingId" value={listingId} /> : null}
      <input type="hidden" name="confirmed" value="yes" />
      <button type="submit" className="button danger">
        {intent === "delete-account" ? STRINGS.components.profileAccount.deleteAccount : STRINGS.common.delete}
      </button>
      <a className="button outline" href={cancel}>
        {STRINGS.components.profileAccount.cancel}
      </a>
    </form>
  );
}
