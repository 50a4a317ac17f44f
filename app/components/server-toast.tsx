import { attach } from "../behaviours/contract";
import { toastContract } from "../behaviours/toast/toast.contract";

interface ServerToastProps {
  message: string;
  kind?: "success" | "error";
  /** A toast with the same id replaces the one shown (a form sent twice). */
  id?: string;
  /** Where the page goes once the toast has gone. */
  then?: string;
}

/** A toast the page's script shows (app/behaviours/toast): hidden, so a page without scripts says it in place instead. */
export function ServerToast({ message, kind = "error", id, then }: ServerToastProps) {
  return <div hidden {...attach(toastContract)} {...toastContract.values({ message, kind, id, after: then })} />;
}
