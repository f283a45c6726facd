import { describe, expect, it } from "vitest";
import { buildShareTargets, popupFeatures, whatsappHost } from "./share-targets.ts";

const page = {
  articleId: 7,
  url: "https://hronika.bg/article/7",
  title: "Бюджет & дефицит",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
};
const byId = (userAgent = page.userAgent) =>
  Object.fromEntries(buildShareTargets({ ...page, userAgent }).map((t) => [t.id, t]));

describe("share targets of SPEC.md §2 and §9", () => {
  it("has the four social networks, Viber, WhatsApp, Telegram, e-mail and Instagram, in order", () => {
    expect(buildShareTargets(page).map((t) => t.id)).toEqual([
      "facebook",
      "twitter",
      "linkedin",
      "vk",
      "viber",
      "whatsapp",
      "telegram",
      "email",
      "instagram",
    ]);
  });

  it("encodes the page URL and title into each service's share URL", () => {
    const t = byId();
    expect(t.facebook!.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fhronika.bg%2Farticle%2F7",
    );
    const tweet = new URL(t.twitter!.href);
    expect(tweet.origin + tweet.pathname).toBe("https://twitter.com/intent/tweet");
    expect(tweet.searchParams.get("url")).toBe(page.url);
    expect(tweet.searchParams.get("text")).toBe(page.title);
    expect(new URL(t.linkedin!.href).searchParams.get("url")).toBe(page.url);
    expect(new URL(t.vk!.href).searchParams.get("title")).toBe(page.title);
    // On a computer viber:// does nothing without the app: our page offers it (SPEC.md §9 popup).
    expect(t.viber!.href).toBe("/share/viber/7");
    expect(new URL(t.telegram!.href).searchParams.get("url")).toBe(page.url);
    expect(t.email!.href).toBe(
      "mailto:?subject=%D0%91%D1%8E%D0%B4%D0%B6%D0%B5%D1%82%20%26%20%D0%B4%D0%B5%D1%84%D0%B8%D1%86%D0%B8%D1%82&body=%D0%91%D1%8E%D0%B4%D0%B6%D0%B5%D1%82%20%26%20%D0%B4%D0%B5%D1%84%D0%B8%D1%86%D0%B8%D1%82%20https%3A%2F%2Fhronika.bg%2Farticle%2F7",
    );
    expect(t.instagram).toMatchObject({ href: "https://www.instagram.com/", copiesLink: true });
  });

  it("opens popups of SPEC.md §9's sizes; e-mail and Instagram are plain links", () => {
    const t = byId();
    expect(t.twitter!.popup).toEqual({ width: 550, height: 400 });
    expect(t.facebook!.popup).toEqual({ width: 550, height: 400 });
    expect(t.viber!.popup).toEqual({ width: 660, height: 460 });
    expect(t.vk!.popup).toEqual({ width: 660, height: 460 });
    expect(t.whatsapp!.popup).toEqual({ width: 550, height: 400 });
    expect(t.email!.popup).toBeUndefined();
    expect(t.instagram!.popup).toBeUndefined();
  });

  it("sends phones straight to the Viber app with the title and the link", () => {
    const phone = byId("Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile");
    expect(phone.viber!.href).toBe(
      `viber://forward?text=${new URLSearchParams({ t: `${page.title} ${page.url}` }).toString().slice(2)}`,
    );
    expect(phone.viber!.popup).toEqual({ width: 660, height: 460 });
  });

  it("sends mobile user agents to WhatsApp's api host and others to its web app", () => {
    expect(whatsappHost("Mozilla/5.0 (Linux; Android 14; Pixel 8)")).toBe("https://api.whatsapp.com");
    expect(whatsappHost("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)")).toBe("https://api.whatsapp.com");
    expect(whatsappHost("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)")).toBe("https://api.whatsapp.com");
    expect(whatsappHost("SomeBrowser Mobile/1.0")).toBe("https://api.whatsapp.com");
    expect(whatsappHost(page.userAgent)).toBe("https://web.whatsapp.com");
    expect(
      byId("Mozilla/5.0 (Linux; Android 14)").whatsapp!.href.startsWith("https://api.whatsapp.com/send?text="),
    ).toBe(true);
    expect(new URL(byId().whatsapp!.href).searchParams.get("text")).toBe(`${page.title} ${page.url}`);
  });

  it("centres a popup over the window", () => {
    expect(popupFeatures({ width: 550, height: 400 }, { left: 100, top: 50, width: 1280, height: 800 })).toBe(
      "width=550,height=400,left=465,top=250,noopener,noreferrer",
    );
    expect(popupFeatures({ width: 660, height: 460 }, { left: 0, top: 0, width: 375, height: 300 })).toContain(
      "left=0,top=0",
    );
  });
});
