import { attach } from "../../behaviours/contract";
import { swapContract } from "../../behaviours/swap/swap.contract";
import { STRINGS } from "../../i18n";
import { FieldError } from "../form-error";
import { passwordContract } from "./password-input.contract";
import "./password-input.css";

/**
 * A password field with a show/hide toggle. The toggle needs a script, so the server writes it
 * hidden, with its two words, and a page without one shows the plain field rather than a button
 * that does nothing; the page's script shows it and toggles the field (./password-input.behaviour.ts).
 * The value is never prefilled: what was typed is kept through a swap instead.
 */
export function PasswordInput(props: { id: string; name: string; autoComplete: string; invalid?: boolean; describedBy?: string; required?: boolean }) {
  return (
    <span className="password-input" {...attach(passwordContract)}>
      <input
        {...passwordContract.part("field")}
        {...swapContract.part("kept")}
        id={props.id}
        name={props.name}
        type="password"
        autoComplete={props.autoComplete}
        required={props.required ?? true}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
      />
      <button
        type="button"
        hidden
        aria-pressed={false}
        aria-controls={props.id}
        {...passwordContract.part("toggle")}
        {...passwordContract.values({ showText: STRINGS.components.passwordInput.showPassword, hideText: STRINGS.components.passwordInput.hidePassword })}
      >
        {STRINGS.components.passwordInput.showPassword}
      </button>
    </span>
  );
}

/**
 * A labelled password field as the account forms lay it out: the input, an optional hint, and the
 * field's error under it, tied to the input for screen readers.
 */
export function PasswordField(props: {
  id: string;
  name: string;
  label: string;
  autoComplete: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <PasswordInput
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
