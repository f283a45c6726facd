import { describe, expect, it } from "vitest";
import { sitePageSlugs } from "#common/site-pages.ts";
import { htmlToText } from "#common/text.ts";
import { defaultSitePage } from "./default-pages.ts";
import { gapsOf, saysSomething, withoutGaps } from "./gaps.ts";

const gap = (what: string) => `<b>[Попълнете: ${what}]</b>`;

describe("the gaps of a publisher's page (issue 29, point 15)", () => {
  it("are named for the Owner, each once", () => {
    expect(gapsOf(`<p>${gap("ЕИК")}<br />${gap("адрес")}</p><ul><li>${gap("ЕИК")}</li></ul>`)).toEqual([
      "ЕИК",
      "адрес",
    ]);
    expect(gapsOf("<p>Всичко е попълнено.</p>")).toEqual([]);
  });

  it("leave out the lines, items and paragraphs that hold one, and a heading left with nothing under it", () => {
    const body = [
      "<p>Увод.</p>",
      `<h2>Издател</h2><p>${gap("име")}<br />ЕИК: ${gap("ЕИК")}</p>`,
      `<h2>Контакти</h2><p>Фирма ООД<br />ЕИК: ${gap("ЕИК")}<br />Адрес: ул. „Шипка“ 1</p>`,
      `<ul><li>Имейл: ${gap("имейл")}</li><li>Телефон: 02 123 4567</li></ul>`,
      `<h2>Редакция</h2><h3>Отдел</h3><ol><li>${gap("име")}</li></ol>`,
      `<h2>Край</h2><p>Главен редактор: ${gap("име")}</p><p>Текст &amp; още.</p>`,
    ].join("");
    expect(withoutGaps(body)).toBe(
      "<p>Увод.</p><h2>Контакти</h2><p>Фирма ООД<br>Адрес: ул. „Шипка“ 1</p><ul><li>Телефон: 02 123 4567</li></ul><h2>Край</h2><p>Текст &amp; още.</p>",
    );
  });

  it("leave a page without them as it is, and a page of nothing but gaps with nothing to say", () => {
    const filled = "<h2>Издател</h2><p>Фирма <b>ООД</b><br>ЕИК: 123</p>";
    expect(withoutGaps(filled)).toBe(filled);
    expect(saysSomething(filled)).toBe(true);
    expect(saysSomething(`<h2>Издател</h2><p>${gap("име")}</p><ul><li>${gap("адрес")}</li></ul>`)).toBe(false);
  });

  it("never reach a reader from the default pages, each of which still says something", () => {
    for (const slug of sitePageSlugs) {
      const { body } = defaultSitePage(slug, "Хроника");
      const shown = withoutGaps(body);
      expect(shown, slug).not.toContain("Попълнете");
      expect(saysSomething(body), slug).toBe(true);
      // Only what held a gap is gone.
      expect(htmlToText(shown).length, slug).toBeGreaterThan(htmlToText(body).length / 3);
    }
    const about = withoutGaps(defaultSitePage("za-nas", "Хроника").body);
    expect(about).not.toContain("<h2>Издател</h2>");
    expect(about).toContain("<h2>Собственици</h2>");
    expect(gapsOf(defaultSitePage("za-nas", "Хроника").body)).toContain("ЕИК");
  });
});
