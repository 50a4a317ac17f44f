import { useActionData } from "react-router";
import { AnswerNote } from "../answer-note/answer-note";

/** What a dashboard button's page action answers (app/routes/admin-dashboard.tsx). */
export interface AdminActionResult {
  intent: string;
  ok: boolean;
  message: string;
}

/**
 * What one of the dashboard's buttons answered, when the page comes back from the post
 * (docs/decisions/100): written beside the button, said as a toast instead where scripts run
 * (../answer-note/answer-note.tsx).
 */
export function ActionNote({ intents }: { intents: readonly string[] }) {
  const result = useActionData<AdminActionResult>();
  if (!result || !intents.includes(result.intent)) return null;
  return <AnswerNote ok={result.ok} message={result.message} id="admin-answer" />;
}
