/**
 * One-time messages across a redirect ("Signed in successfully!" shown on the next page): a
 * short-lived cookie that the root loader reads and the root middleware clears.
 */
export interface Flash {
  message: string;
  kind: "success" | "error";
}

const NAME = "sokoni_flash";

export function flashCookie(flash: Flash): string {
  return `${NAME}=${encodeURIComponent(JSON.stringify(flash))}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly`;
}

export const clearFlashCookie = `${NAME}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;

export function readFlash(request: Request): Flash | null {
  const raw = request.headers
    .get("cookie")
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>;
    if (typeof value.message !== "string" || !value.message) return null;
    return { message: value.message.slice(0, 200), kind: value.kind === "error" ? "error" : "success" };
  } catch {
    return null;
  }
}
