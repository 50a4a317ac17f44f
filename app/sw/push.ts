/*
 * Push notifications in the service worker (docs/decisions/088-web-push.md), imported
 * by app/sw/service-worker.ts:
 *
 * - `push`: shows the notice the Worker sent (title, body, our icon; its tag replaces an older one
 *   of the same conversation or search), with the path to open kept in its data.
 * - `notificationclick`: focuses a tab already showing that page, else opens it.
 * - `pushsubscriptionchange`: the browser renewed the subscription; the new one is handed to the
 *   server (as the profile's switch does) and the old one forgotten there.
 */
import { ownPath, readNotice } from "./push-notice";

/** The few service worker types the DOM library lacks. */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}
interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<WindowClient>;
}
interface PushScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  addEventListener(type: "pushsubscriptionchange", listener: (event: PushSubscriptionChangeEvent) => void): void;
}

const scope = self as unknown as PushScope;

/** The PWA's icon (public/icons/), which every notification shows. */
const ICON = "/icons/icon-192.png";

scope.addEventListener("push", (event) => {
  let raw: string | null = null;
  try {
    raw = event.data?.text() ?? null;
  } catch {
    raw = null;
  }
  const notice = readNotice(raw);
  const options: NotificationOptions & { renotify?: boolean } = { body: notice.body, icon: ICON, data: { url: notice.url } };
  // A newer message of the same conversation replaces the older notice, and still rings.
  if (notice.tag) Object.assign(options, { tag: notice.tag, renotify: true });
  event.waitUntil(scope.registration.showNotification(notice.title, options));
});

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = ownPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openPage(new URL(path, scope.location.origin).href));
});

/** Focuses a tab already on the page (the focused one first), else opens one. */
async function openPage(target: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.filter((client) => client.url.split("#")[0] === target).sort((a, b) => Number(b.focused) - Number(a.focused))[0];
  if (open) {
    await open.focus();
    return;
  }
  await scope.clients.openWindow(target);
}

scope.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renew(event).catch(() => undefined));
});

async function renew(event: PushSubscriptionChangeEvent): Promise<void> {
  let subscription = event.newSubscription;
  if (!subscription) {
    const key = event.oldSubscription?.options.applicationServerKey;
    if (!key) return;
    subscription = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const json = { "content-type": "application/json" };
  // The member's session cookie goes with it; signed out, the server says 401 and nothing changes.
  await fetch("/api/push/subscriptions", { method: "POST", credentials: "same-origin", headers: json, body: JSON.stringify(subscription.toJSON()) });
  const old = event.oldSubscription?.endpoint;
  if (old && old !== subscription.endpoint) {
    await fetch("/api/push/subscriptions", { method: "DELETE", credentials: "same-origin", headers: json, body: JSON.stringify({ endpoint: old }) });
  }
}
