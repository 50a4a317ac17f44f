import { useState } from "react";
import { STRINGS } from "../i18n";
import { FieldError } from "./form-error";
import { useHydrated } from "../lib/use-hydrated";

/**
 * A password field with a show/hide toggle. The toggle needs a script, so the server writes it
 * hidden and a page without one shows the plain field rather than a button that does nothing:
 * React shows it once hydrated, and on the account forms, which are served without the framework,
 * their script does (app/enhance/forms.ts, with the two words written here). The value is never
 * prefilled.
 */
export function PasswordInput(props: { id: string; name: string; autoComplete: string; invalid?: boolean; describedBy?: string; required?: boolean }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <span className="password-input">
      <input
        id={props.id}
        name={props.name}
        type={visible ? "text" : "password"}
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
      {hydrated ? (
        <button type="button" onClick={() => setVisible(!visible)} aria-pressed={visible} aria-controls={props.id}>
          {visible ? STRINGS.account.hidePassword : STRINGS.account.showPassword}
        </button>
      ) : (
        <button
          type="button"
          hidden
          aria-pressed={false}
          aria-controls={props.id}
          data-password-toggle=""
          data-show-text={STRINGS.account.showPassword}
          data-hide-text={STRINGS.account.hidePassword}
        >
          {STRINGS.account.showPassword}
        </button>
      )}
    </span>
  );
}

/**
 * A labelled password field as the account forms lay it out: the input, an optional hint, and the
 * field's error under it, tied to the input for screen readers. `resetKey` remounts the input
 * (clearing what was typed) when it changes, e.g. on each page visit after an update.
 */
export function PasswordField(props: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  resetKey?: string;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <PasswordInput
        key={props.resetKey}
        id={props.id}
        name={props.name}
        autoComplete={props.autoComplete}
        required={props.required}
        invalid={Boolean(props.error)}
        describedBy={describedBy}
      />
      {props.hint ? <small id={hintId}>{props.hint}</small> : null}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
