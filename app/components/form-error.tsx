import "../styles/forms.css";
/** A form's failure message, announced to screen readers as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="inline-error" role="alert">
      {message}
    </p>
  );
}

/** One field's message, under the input that points to it with `aria-describedby={id}`. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <small className="field-error" id={id}>
      {message}
    </small>
  );
}

/** A success sentence written on the page, beside the form it answers (sign in's "Signed out"). */
export function FormSuccess({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-success" role="status">
      {message}
    </p>
  );
}
