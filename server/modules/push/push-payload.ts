import { pushReaderTexts } from "#common/messages/reader.ts";

/** What the site's service worker shows (service-worker.ts): JSON, encrypted to each subscription. */
export type PushPayload = {
  title: string;
  body: string;
  /** The article's address, opened on a click. */
  url: string;
  /** One alert is one notification: a repeat of it replaces the shown one instead of adding a second. */
  tag: string;
  icon?: string;
  lang: "bg";
};

export function pushPayload(
  siteName: string,
  alert: { id: number; title: string; url: string; icon: string | null },
): PushPayload {
  return {
    title: pushReaderTexts.notificationTitle(siteName),
    body: alert.title,
    url: alert.url,
    tag: `alert-${alert.id}`,
    ...(alert.icon ? { icon: alert.icon } : {}),
    lang: "bg",
  };
}

/** The Web Push Topic of an alert's messages (RFC 8030 §5.4: base64url characters, at most 32). */
export const pushTopic = (alertId: number) => `alert${alertId}`;
