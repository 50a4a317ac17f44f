import { createContext, useContext } from "react";

/**
 * This request's CSP nonce (worker/middleware/security-headers.ts sends the policy), for an inline script a route
 * writes itself, such as the home page's enhancer. React Router's own scripts take it from
 * `<ServerRouter nonce>`. Only the server knows it: in the browser it is undefined, and the
 * attribute is never compared during hydration (browsers hide it from the DOM anyway).
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}
