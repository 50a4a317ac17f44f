import { STRINGS } from "../app/i18n";

/*
 * better-auth writes its refusals in English (`{ code, message }`). The catalogue has the ones a
 * person can meet by their code (`STRINGS.server.authCodes`, better-auth's own English words in
 * English), so a Kiswahili reader is told "Email au nenosiri si sahihi" on the sign-in page and
 * from /api/auth/* alike. A code the catalogue does not know keeps better-auth's message.
 */

/** The reader's sentence for a better-auth error code, or null when the catalogue has none. */
export function authCodeMessage(code: string | undefined): string | null {
  const texts = STRINGS.server.accounts.authCodes as Readonly<Record<string, string>>;
  return code && code in texts ? (texts[code] ?? null) : null;
}

/** better-auth's own answer, its refusal's message in the reader's language (the rest unchanged). */
export async function inReadersWords(response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const message = typeof body?.code === "string" ? authCodeMessage(body.code) : null;
  if (!body || message === null || message === body.message) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers });
}
