import { describe, expect, it } from "vitest";
import { commentLimits } from "#common/limits.ts";
import { sitePageSlugs } from "#common/site-pages.ts";
import { themeCookie } from "#common/theme.ts";
import { readerCookieName } from "#server/http/reader-cookie.ts";
import { sanitizeSitePage } from "#server/modules/articles/sanitize.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { defaultSitePage } from "./default-pages.ts";

describe("the publisher's pages' default texts (issue 21)", () => {
  it("every page has its name as title and a body the pages' own sanitizer keeps as it is", () => {
    for (const slug of sitePageSlugs) {
      const page = defaultSitePage(slug, "Хроника");
      expect(page.title.length, slug).toBeGreaterThan(2);
      expect(sanitizeSitePage(page.body), slug).toBe(page.body);
    }
    expect(defaultSitePage("za-nas", "Хроника").title).toBe("За нас");
    expect(defaultSitePage("politika-za-poveritelnost", "Хроника").title).toBe("Политика за поверителност");
  });

  it("За нас names the law and leaves the publisher's and owners' facts as marked gaps", () => {
    const { body } = defaultSitePage("za-nas", "Новини Днес");
    expect(body).toContain("„Новини Днес“");
    expect(body).toContain(
      "Закона за задължителното депозиране на печатни и други произведения и за обявяване на разпространителите и доставчиците на медийни услуги",
    );
    expect(body).toContain("[Попълнете: наименование и правна форма на издателя]");
    expect(body).toContain("действителните собственици");
  });

  it("the privacy policy names exactly the cookies the site sets, and why no consent banner is needed", () => {
    const { body } = defaultSitePage("politika-za-poveritelnost", "Хроника");
    const named = [...body.matchAll(/<li><b>([^<]+)<\/b>/g)].map((m) => m[1]);
    expect(named).toEqual([
      themeCookie,
      readerCookieName,
      pageCachePolicy.readerWriteCookie,
      pageCachePolicy.bypassCookie,
    ]);
    expect(body).toContain("не показва банер за бисквитки");
    expect(body).toContain("Комисията за защита на личните данни");
  });

  it("the privacy policy says how readers' addresses are kept (issue 22, decision 0078): a keyed hash, for 30 days", () => {
    const { body } = defaultSitePage("politika-za-poveritelnost", "Хроника");
    expect(body).toContain("IP адреса ви не записваме");
    expect(body).toContain(
      `ключов хеш (необратим без тайния ключ на сайта), и то ${commentLimits.readerAddressDays} дни`,
    );
    expect(body).toContain("Коментар, който чака преглед, виждате само вие");
  });

  it("the privacy policy says what an alerts subscription keeps and when it goes (issue 37, decision 0142)", () => {
    const { body } = defaultSitePage("politika-za-poveritelnost", "Хроника");
    expect(body).toContain("<h2>Известия за извънредни новини</h2>");
    expect(body).toContain("без IP адрес, бисквитка или друг белег");
    expect(body).toContain("Изтриваме ги, когато спрете известията");
  });
});
