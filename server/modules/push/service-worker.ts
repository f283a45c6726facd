import { pushReaderTexts } from "#common/messages/reader.ts";

/**
 * The site's service worker (decision 0142), served at /sw.js so that its scope is the whole site.
 * It only shows alerts: it caches nothing and answers no request. A message is the JSON of
 * push-payload.ts; a notification opens (or focuses) its article on this site, whatever host the
 * address was written with. `tag` makes a repeat of an alert replace its notification.
 */
export function serviceWorkerScript(options: { siteName: string; publicKey: string }): string {
  const fallbackTitle = JSON.stringify(pushReaderTexts.notificationTitle(options.siteName));
  return `"use strict";
const fallbackTitle = ${fallbackTitle};
const applicationServerKey = ${JSON.stringify(options.publicKey)};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (error) {
    data = {};
  }
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    lang: "bg",
    data: { url: typeof data.url === "string" ? data.url : "/home" },
  };
  if (typeof data.tag === "string") options.tag = data.tag;
  if (typeof data.icon === "string") options.icon = data.icon;
  event.waitUntil(self.registration.showNotification(typeof data.title === "string" ? data.title : fallbackTitle, options));
});

/** The article's page on this site's own origin. */
function pageOf(address) {
  try {
    const url = new URL(address, self.location.origin);
    return new URL(url.pathname + url.search + url.hash, self.location.origin).href;
  } catch (error) {
    return new URL("/home", self.location.origin).href;
  }
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = pageOf(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const client of windows) if (client.url === target && "focus" in client) return client.focus();
      return self.clients.openWindow(target);
    }),
  );
});

// The browser renewed the subscription: the site keeps the new one (the old one answers 410 and goes).
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey })
      .then((subscription) =>
        fetch("/api/push/subscriptions", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(subscription.toJSON()),
        }),
      ),
  );
});
`;
}
