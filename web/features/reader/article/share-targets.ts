import { articleTexts } from "#common/messages/reader.ts";

/** SPEC.md §2 and §9: the services an article is shared to from the share popover. */
export type ShareTargetId = keyof typeof articleTexts.shareTargets;

export type PopupSize = { width: number; height: number };

export type ShareTarget = {
  id: ShareTargetId;
  label: string;
  href: string;
  /** Opened in a centred popup of this size; without it the link opens normally (mailto, new tab). */
  popup?: PopupSize;
  /** Instagram has no share URL: open its home page and copy the link for the reader to paste. */
  copiesLink?: boolean;
};

/** SPEC.md §9's popup sizes; the "Twitter-type" size is the default of the others. */
export const popupSizes = {
  twitterType: { width: 550, height: 400 },
  viber: { width: 660, height: 460 },
  vk: { width: 660, height: 460 },
  whatsapp: { width: 550, height: 400 },
} as const satisfies Record<string, PopupSize>;

const mobileAgent = /android|iphone|ipad|mobile/i;

/** SPEC.md §9: WhatsApp's api host on mobile user agents, its web app elsewhere. */
export function whatsappHost(userAgent: string): string {
  return mobileAgent.test(userAgent) ? "https://api.whatsapp.com" : "https://web.whatsapp.com";
}

/** Viber's own link that opens the app with a message to forward; it has no web page to share from. */
export function viberForwardUrl(text: string): string {
  return withQuery("viber://forward", { text });
}

/** Our page that offers Viber on a computer (routes/share-viber.tsx), where viber:// alone does nothing without the app. */
export function viberSharePath(articleId: number): string {
  return `/share/viber/${articleId}`;
}

function withQuery(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}

/**
 * The share links of one article, in the order the popover shows them. Viber opens its app
 * straight away on a phone; on a computer (no app, or no handler for viber://: the link did
 * nothing) the popup is our page that offers the app and the link to copy.
 */
export function buildShareTargets(page: {
  articleId: number;
  url: string;
  title: string;
  userAgent: string;
}): ShareTarget[] {
  const { url, title } = page;
  const mobile = mobileAgent.test(page.userAgent);
  const names = articleTexts.shareTargets;
  const textWithUrl = `${title} ${url}`;
  return [
    {
      id: "facebook",
      label: names.facebook,
      href: withQuery("https://www.facebook.com/sharer/sharer.php", { u: url }),
      popup: popupSizes.twitterType,
    },
    {
      id: "twitter",
      label: names.twitter,
      href: withQuery("https://twitter.com/intent/tweet", { url, text: title }),
      popup: popupSizes.twitterType,
    },
    {
      id: "linkedin",
      label: names.linkedin,
      href: withQuery("https://www.linkedin.com/sharing/share-offsite/", { url }),
      popup: popupSizes.twitterType,
    },
    { id: "vk", label: names.vk, href: withQuery("https://vk.com/share.php", { url, title }), popup: popupSizes.vk },
    {
      id: "viber",
      label: names.viber,
      href: mobile ? viberForwardUrl(textWithUrl) : viberSharePath(page.articleId),
      popup: popupSizes.viber,
    },
    {
      id: "whatsapp",
      label: names.whatsapp,
      href: withQuery(`${whatsappHost(page.userAgent)}/send`, { text: textWithUrl }),
      popup: popupSizes.whatsapp,
    },
    {
      id: "telegram",
      label: names.telegram,
      href: withQuery("https://t.me/share/url", { url, text: title }),
      popup: popupSizes.twitterType,
    },
    // mailto wants %20 for spaces: URLSearchParams' "+" would show up in the mail.
    {
      id: "email",
      label: names.email,
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(textWithUrl)}`,
    },
    { id: "instagram", label: names.instagram, href: "https://www.instagram.com/", copiesLink: true },
  ];
}

/** window.open features of a popup centred over the current window. */
export function popupFeatures(
  size: PopupSize,
  outer: { left: number; top: number; width: number; height: number },
): string {
  const left = Math.max(0, Math.round(outer.left + (outer.width - size.width) / 2));
  const top = Math.max(0, Math.round(outer.top + (outer.height - size.height) / 2));
  return `width=${size.width},height=${size.height},left=${left},top=${top},noopener,noreferrer`;
}
