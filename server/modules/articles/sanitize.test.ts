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

  it("is wider than the paragraphs' allowlist, which keeps no headings, phone numbers or paths of the site", () => {
    expect(sanitizeParagraph("<h2>Х</h2><h3>а</h3>").html).toBe("Ха");
    expect(sanitizeParagraph('<a href="/za-nas">в</a>')).toEqual({ html: "в", refusedLink: true });
    expect(sanitizeParagraph('<a href="tel:+35921234567">в</a>')).toEqual({ html: "в", refusedLink: true });
  });
});

describe("sanitizeParagraph: an article's text (SPEC.md §5, issue 32)", () => {
  it("keeps what it kept before, unchanged: paragraphs, line breaks, bold, italic, underline", () => {
    const html = "<p><b>А</b> <strong>Б</strong> <i>В</i> <em>Г</em> <u>Д</u><br />ред</p><p>Втори</p>";
    expect(sanitizeParagraph(html)).toEqual({ html, refusedLink: false });
    expect(sanitizeParagraph('<p style="color:red" onclick="x()">Текст<img src=x onerror=alert(1)></p>').html).toBe(
      "<p>Текст</p>",
    );
    expect(sanitizeParagraph("<script>alert(1)</script><style>p{}</style><iframe src=x></iframe>Край").html).toBe(
      "Край",
    );
  });

  it("keeps bulleted and numbered lists and block quotes, as the builder writes them and nested", () => {
    const html =
      "<ul><li><p>едно</p></li><li><p>две</p><ol><li><p>вложено</p></li></ol></li></ul>" +
      "<ol><li>първо</li></ol><blockquote><p>„Цитат“, каза той.</p></blockquote>";
    expect(sanitizeParagraph(html)).toEqual({ html, refusedLink: false });
    expect(sanitizeParagraph('<blockquote cite="https://x.bg" class="q"><p>Ц</p></blockquote>').html).toBe(
      "<blockquote><p>Ц</p></blockquote>",
    );
  });

  it("keeps links to the web and to e-mail, with only their address and a rel it writes itself", () => {
    expect(sanitizeParagraph('<p><a href="https://example.bg/x?y=1&amp;z=2">уеб</a></p>')).toEqual({
      html: '<p><a href="https://example.bg/x?y=1&amp;z=2" rel="noopener noreferrer">уеб</a></p>',
      refusedLink: false,
    });
    expect(sanitizeParagraph('<a href=" http://example.bg ">стар</a>').html).toBe(
      '<a href="http://example.bg" rel="noopener noreferrer">стар</a>',
    );
    expect(sanitizeParagraph('<a href="mailto:redakcia@example.bg">поща</a>').html).toBe(
      '<a href="mailto:redakcia@example.bg" rel="noopener">поща</a>',
    );
    expect(
      sanitizeParagraph(
        '<a href="https://example.bg" target="_blank" rel="opener" class="x" style="color:red" onclick="y()">с</a>',
      ).html,
    ).toBe('<a href="https://example.bg" rel="noopener noreferrer">с</a>');
  });

  it("reports a link to anywhere else, however it is spelled, and keeps its text only", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " \tjavascript:alert(1)",
      "java&#115;cript:alert(1)",
      "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example/x",
      "ftp://x",
      "#top",
      "kontakti",
      "",
    ]) {
      expect(sanitizeParagraph(`<p>Виж <a href="${href}">тук</a>.</p>`), href).toEqual({
        html: "<p>Виж тук.</p>",
        refusedLink: true,
      });
    }
  });

  it("drops a link without an address silently, its text kept", () => {
    expect(sanitizeParagraph('<p><a name="x">котва</a> и <a href="https://a.bg">връзка</a></p>')).toEqual({
      html: '<p>котва и <a href="https://a.bg" rel="noopener noreferrer">връзка</a></p>',
      refusedLink: false,
    });
  });
});
