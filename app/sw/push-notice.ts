/**
 * What a push carries to the service worker (docs/decisions/088-web-push.md): the
 * Worker's `PushNotice` as JSON (worker/services/chat/push.ts), read defensively, since anything may
 * arrive: a title and body to show, a path on our site to open, a tag that replaces older ones.
 */
export interface Notice {
  title: string;
  body: string;
  /** Always a path on our own site ("/messages/12"), whatever the push said. */
  url: string;
  tag: string | null;
}

const FALLBACK: Notice = { title: "Sokoni", body: "", url: "/", tag: null };

function text(value: unknown, max: number): string | null {
  return typeof value === "string" && value.trim() ? value.trim().slice(0, max) : null;
}

/** A path of ours: starts with one slash (never "//host" or "/\host"), else the home page. */
export function ownPath(value: unknown): string {
  if (typeof value !== "string" || !/^\/(?![/\\])/.test(value)) return "/";
  return value.slice(0, 500);
}

/** The notice in a push's text; a push without one (or not ours) still shows something plain. */
export function readNotice(raw: string | null): Notice {
  if (!raw) return FALLBACK;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...FALLBACK, body: raw.slice(0, 200) };
  }
  if (typeof parsed !== "object" || parsed === null) return FALLBACK;
  const notice = parsed as Record<string, unknown>;
  return {
    title: text(notice.title, 100) ?? FALLBACK.title,
    body: text(notice.body, 300) ?? "",
    url: ownPath(notice.url),
    tag: text(notice.tag, 64),
  };
}
