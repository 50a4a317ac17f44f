import { useState } from "react";
import { STRINGS } from "../strings";
import { useHydrated } from "./form-error";

/**
 * A password field with a show/hide toggle. The toggle needs a script, so a page without one
 * shows the plain field rather than a button that does nothing. The value is never prefilled.
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
      ) : null}
    </span>
  );
}
