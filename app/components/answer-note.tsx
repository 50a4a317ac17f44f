import { useLowData } from "./low-data";
import { ServerToast } from "./server-toast";

/**
 * What a button's post answered, for a page that is the answer (the profile's, the dashboard's):
 * where scripts run a toast (app/behaviours/toast, from the page or from what swap puts in place),
 * without them the sentence written in place. In low-data mode no script runs, so it is written
 * for everyone.
 */
export function AnswerNote({ ok, message, id }: { ok: boolean; message: string; id: string }) {
  const lowData = useLowData();
  const note = (
    <p className={ok ? "form-success" : "inline-error"} role={ok ? "status" : "alert"}>
      {message}
    </p>
  );
  if (lowData) return note;
  return (
    <>
      <noscript>{note}</noscript>
      <ServerToast message={message} kind={ok ? "success" : "error"} id={id} />
    </>
  );
}

/** A redirect's flash, which the layout's toast says where scripts run: written in place without them. */
export function FlashNote({ message }: { message: string }) {
  const lowData = useLowData();
  const note = (
    <p className="form-success" role="status">
      {message}
    </p>
  );
  return lowData ? note : <noscript>{note}</noscript>;
}
