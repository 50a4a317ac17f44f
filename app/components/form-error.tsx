import { useHydrated } from "../lib/use-hydrated";

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

/**
 * A success sentence written on the page for a browser whose scripts are off or never arrived
 * (the form was posted with a full page load). Once React runs, the screen's toast says it instead.
 */
export function FormSuccess({ message }: { message: string | null | undefined }) {
  const hydrated = useHydrated();
  if (!message || hydrated) return null;
  return (
    <p className="form-success" role="status">
      {message}
    </p>
  );
}
