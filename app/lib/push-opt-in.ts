/**
 * Turning push notifications on and off in this browser (docs/decisions/088-web-push.md).
 * The browser's Push API needs a script and a service worker (app/sw/push.ts shows what arrives):
 * ask for permission, subscribe with the site's VAPID key (`GET /api/push/key`), and hand the
 * subscription to the server (`POST /api/push/subscriptions`); off is the reverse
 * (`DELETE /api/push/subscriptions`, then the browser forgets it). Only ever called on a click.
 */

/** "unsupported": no Push API here; "blocked": the browser's settings say no; "on" / "off": for this member. */
export type PushState = "unsupported" | "blocked" | "on" | "off";

/** The offer after a first message, once turned down, is never made again in this browser. */
const OFFER_DECLINED = "sokoni.push-offer";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/** The page's service worker (app/root.tsx registers it on load), once it is active. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = (await navigator.serviceWorker.getRegistration("/")) ?? (await navigator.serviceWorker.register("/sw.js"));
  if (registration.active) return registration;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no active service worker")), 10_000)),
  ]);
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Where this browser stands for the member whose endpoints the server listed (the profile's
 * loader): "on" only when the browser is subscribed and that subscription is theirs.
 */
export async function pushState(memberEndpoints: readonly string[] | null = null): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await browserSubscription().catch(() => null);
  if (!subscription || Notification.permission !== "granted") return "off";
  return memberEndpoints === null || memberEndpoints.includes(subscription.endpoint) ? "on" : "off";
}

async function answerOf(response: Response): Promise<{ ok: boolean; message: string | null; data: unknown }> {
  const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: unknown } | null;
  return { ok: response.ok && body?.success === true, message: body?.message ?? null, data: body?.data };
}

/** Our server's refusal, in its own sentence (the browser's own errors are not shown as they are). */
class PushRefusal extends Error {}

/**
 * What to tell the reader when turning on failed: the server's sentence, or ours for anything the
 * browser threw ("Registration failed - permission denied" is the browser talking to a developer).
 */
export function pushFailureMessage(error: unknown, fallback: string): string {
  return error instanceof PushRefusal && error.message ? error.message : fallback;
}

/**
 * Asks the browser (its own permission prompt), subscribes, and tells the server. Resolves to the
 * new state; rejects when the server or the browser refused (`pushFailureMessage` says what to show).
 */
export async function turnPushOn(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "off";
  const key = await answerOf(await fetch("/api/push/key"));
  const publicKey = (key.data as { publicKey?: unknown } | undefined)?.publicKey;
  if (!key.ok || typeof publicKey !== "string") throw new PushRefusal(key.message ?? "");
  const applicationServerKey = bytesOf(publicKey);
  const registration = await activeRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // Made with an older key (the site's keys changed): a new one with the current key.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const saved = await answerOf(
    await fetch("/api/push/subscriptions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(subscription.toJSON()) }),
  );
  if (!saved.ok) throw new PushRefusal(saved.message ?? "");
  return "on";
}

/** Tells the server to forget this browser (someone else's or an unknown one is no matter), then forgets it here. */
export async function turnPushOff(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const subscription = await browserSubscription();
  if (subscription) {
    await fetch("/api/push/subscriptions", {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    }).catch(() => null);
    await subscription.unsubscribe();
  }
  return "off";
}

/** The offer after a first message: only where push works, was never refused, is not on yet, and was not turned down. */
export async function shouldOfferPush(): Promise<boolean> {
  if (!pushSupported() || Notification.permission === "denied") return false;
  try {
    if (localStorage.getItem(OFFER_DECLINED) === "no") return false;
  } catch {
    return false;
  }
  return !(await browserSubscription().catch(() => null));
}

/** "No thanks": remembered in this browser for good. */
export function declinePushOffer(): void {
  try {
    localStorage.setItem(OFFER_DECLINED, "no");
  } catch {
    // Storage refused (private mode): the offer may come once more.
  }
}
