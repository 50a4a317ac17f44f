import { useActionData } from "react-router";

/** What a dashboard button's page action answers (app/routes/admin-dashboard.tsx). */
export interface AdminActionResult {
  intent: string;
  ok: boolean;
  message: string;
}

/**
 * What one of the dashboard's buttons answered, written beside it when the page comes back from
 * the post (docs/decisions/100). Without scripts it stays there; the dashboard's script shows it
 * as a toast instead (`data-result`), unless `stays` keeps a refusal beside the form it is about.
 */
export function ActionNote({ intents, stays = false }: { intents: readonly string[]; stays?: boolean }) {
  const result = useActionData<AdminActionResult>();
  if (!result || !intents.includes(result.intent)) return null;
  const toast = !(stays && !result.ok);
  return (
    <p
      className={result.ok ? "form-success" : "inline-error"}
      role={result.ok ? "status" : "alert"}
      data-result={toast ? (result.ok ? "success" : "error") : undefined}
    >
      {result.message}
    </p>
  );
}
