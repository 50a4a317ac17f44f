import { createContext, useContext } from "react";

/**
 * This request's CSP nonce (worker/middleware/security-headers.ts sends the policy), for the inline scripts the pages
 * write: each page's script loader, low-data mode's script, the service worker's registration.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}
