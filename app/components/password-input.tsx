import { useState } from "react";
import { STRINGS } from "../strings";

/** A password field with a show/hide toggle. */
export function PasswordInput(props: { id: string; name: string; autoComplete: string; invalid?: boolean; describedBy?: string; required?: boolean }) {
  const [visible, setVisible] = useState(false);
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
      <button type="button" onClick={() => setVisible(!visible)} aria-pressed={visible} aria-controls={props.id}>
        {visible ? STRINGS.account.hidePassword : STRINGS.account.showPassword}
      </button>
    </span>
  );
}
