import { Bell, BellOff } from "lucide-react";
import { useEffect } from "react";
import { pushReaderTexts as texts } from "#common/messages/reader.ts";
import { plainButtonClasses } from "#web/components/ui/button.tsx";
import { createStore, useStore } from "#web/islands/store.ts";

type State = "unsupported" | "off" | "on" | "blocked" | "working" | "failed";

/** One browser, one subscription: the footer's invitation and a live coverage's say the same. */
const subscriptionState = createStore<State>("unsupported");

/** Whether this browser can receive Web Push alerts at all (a service worker, the Push API, notifications). */
const supported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window &&
  window.isSecureContext;

/** The key the server's messages are signed with, as the Push API takes it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes this browser: the browser asks its reader first (this runs only after a click). */
async function turnOn(): Promise<State> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "blocked" : "off";
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = (await (await fetch("/api/push/key")).json()) as { publicKey: string };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  const response = await post("/api/push/subscriptions", subscription.toJSON());
  if (!response.ok) {
    await subscription.unsubscribe();
    return "failed";
  }
  return "on";
}

async function turnOff(): Promise<State> {
  const subscription = await currentSubscription();
  if (subscription) {
    await post("/api/push/subscriptions/unsubscribe", { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  }
  return "off";
}

/**
 * The quiet invitation to alerts for breaking news (issue 37, point 4; decision 0142): a line and
 * a button in the footer and under a live coverage, never a prompt of its own; the browser asks
 * for its permission only after the reader's click. Rendered on the server as nothing (the server
 * can't know what the browser supports), it appears once hydrated where alerts can work, saying
 * whether they are on, with the way to stop them. Hydrated when the browser is idle, not when
 * visible: an island with no content has no box for the visibility observer to watch.
 */
export function PushInvitation({ placement }: { placement: "footer" | "live" }) {
  const state = useStore(subscriptionState);

  useEffect(() => {
    // Looked up once for the page: an invitation hydrated later shows what is known, and does not
    // undo a change the reader has started in another.
    if (!supported() || subscriptionState.get() !== "unsupported") return;
    if (Notification.permission === "denied") return subscriptionState.set("blocked");
    // The page's store, not this component's state: set even if this invitation went meanwhile.
    currentSubscription()
      .then((subscription) => subscriptionState.set(subscription ? "on" : "off"))
      .catch(() => subscriptionState.set("off"));
  }, []);

  if (state === "unsupported") return null;

  async function change(action: () => Promise<State>) {
    subscriptionState.set("working");
    try {
      subscriptionState.set(await action());
    } catch (error) {
      console.warn("push subscription failed", error);
      subscriptionState.set(Notification.permission === "denied" ? "blocked" : "failed");
    }
  }

  const on = state === "on";
  const Icon = on ? Bell : BellOff;
  const status = state === "blocked" ? texts.blocked : state === "failed" ? texts.failed : on ? texts.on : texts.off;
  return (
    <div
      role="group"
      aria-labelledby={`push-invitation-${placement}`}
      className={
        placement === "live"
          ? "mt-4 flex flex-col gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800"
          : "flex flex-col gap-2 pb-8 sm:flex-row sm:items-center sm:gap-4"
      }
    >
      <div className="flex items-start gap-2">
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-zinc-500 dark:text-zinc-400" />
        <div>
          <p id={`push-invitation-${placement}`} className="text-sm font-semibold text-zinc-800 dark:text-zinc-100">
            {texts.invitation}
          </p>
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            {state === "working" ? texts.working : status}
            {state === "off" && <span className="block text-xs">{texts.hint}</span>}
          </p>
        </div>
      </div>
      {state !== "blocked" && (
        <button
          type="button"
          disabled={state === "working"}
          onClick={() => void change(on ? turnOff : turnOn)}
          className={plainButtonClasses("secondary", "md", "self-start sm:self-auto")}
        >
          {on ? texts.turnOff : texts.turnOn}
        </button>
      )}
    </div>
  );
}
