import { describe, expect, it } from "vitest";
import { sanitizeParagraph, sanitizeSitePage } from "./sanitize.ts";

describe("sanitizeSitePage: the publisher's pages' own allowlist (issue 21)", () => {
  it("keeps headings, lists, formats and links to the web, mail, phone and the site's own paths", () => {
    const html =
      "<h2>Издател</h2><h3>Адрес</h3><p><b>А</b> <strong>Б</strong> <i>В</i> <em>Г</em> <u>Д</u><br></p><ul><li><p>едно</p></li></ul><ol><li>две</li></ol>" +
      '<p><a href="https://example.bg/x?y=1">уеб</a> <a href="mailto:redakcia@example.bg">поща</a> <a href="tel:+35921234567">телефон</a> <a href="/kontakti">контакти</a></p>';
    expect(sanitizeSitePage(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("drops every other tag and attribute, keeping the text", () => {
    expect(
      sanitizeSitePage(
        '<h1>Голямо</h1><h4>Малко</h4><p style="color:red" onclick="x()">Текст<img src=x onerror=alert(1)></p>',
      ),
    ).toBe("ГолямоМалко<p>Текст</p>");
    expect(sanitizeSitePage('<a href="/za-nas" target="_blank" rel="opener" class="x" onclick="y()">За нас</a>')).toBe(
      '<a href="/za-nas">За нас</a>',
    );
    expect(sanitizeSitePage("<script>alert(1)</script><style>p{}</style><iframe src=x></iframe>Край")).toBe("Край");
  });

  it("turns a link to anywhere else into its text: scripts, data, other schemes, other sites' paths", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java&#115;cript:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "ftp://x",
      "vbscript:x",
      "#top",
      "kontakti",
      "",
    ]) {
      expect(sanitizeSitePage(`<a href="${href}">връзка</a>`), href).toBe("връзка");
    }
  });

  it("is wider than the paragraphs' allowlist, which still keeps only p, br, b, strong, i, em, u", () => {
    expect(sanitizeParagraph('<h2>Х</h2><ul><li>а</li></ul><a href="https://example.bg">в</a>')).toBe("Хав");
  });
});
