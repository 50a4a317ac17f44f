import { attach } from "../../behaviours/contract";
import { answerNoteContract } from "./answer-note.contract";
import "../../styles/forms.css";

/**
 * What a button's post answered, for a page that is the answer (the profile's, the dashboard's):
 * written where it is read without scripts (and in low-data mode, where none runs); where they run,
 * its behaviour (./answer-note.behaviour.ts) says it as a toast and takes it off the page.
 */
export function AnswerNote({ ok, message, id }: { ok: boolean; message: string; id: string }) {
  return (
    <p
      className={ok ? "form-success" : "inline-error"}
      role={ok ? "status" : "alert"}
      {...attach(answerNoteContract)}
      {...answerNoteContract.values({ kind: ok ? "success" : "error", id })}
    >
      {message}
    </p>
  );
}

/** A redirect's flash, which the layout's toast says where scripts run: written in place for a page without them. */
export function FlashNote({ message }: { message: string }) {
  return (
    <p className="form-success" role="status" {...attach(answerNoteContract)} {...answerNoteContract.part("toasted")}>
      {message}
    </p>
  );
}
