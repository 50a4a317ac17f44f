import { data } from "react-router";
import type { AdminActionResult } from "../../components/admin/action-note";

/** A dashboard button's answer: its sentence, said beside the button (app/components/admin/action-note.tsx). */
export const adminAnswer = (intent: string, message: string, status = 200) => data<AdminActionResult>({ intent, ok: status < 400, message }, { status });
