import { describe, expect, it } from "vitest";
import { autop } from "./wp-autop.ts";
import { parseBlocks } from "./wp-blocks.ts";
import { replaceShortcodes, type Shortcode } from "./wp-shortcodes.ts";

describe("autop", () => {
  it("wraps paragraphs and breaks lines as WordPress does", () => {
    expect(autop("Едно\nдве\n\nтри")).toBe("<p>Едно<br />\nдве</p>\n<p>три</p>\n");
    expect(autop("Ред<br><br>Нов абзац")).toBe("<p>Ред</p>\n<p>Нов абзац</p>\n");
    expect(autop("   \n\n ")).toBe("");
  });

  it("leaves block elements unwrapped and <pre> as written", () => {
    expect(autop("<h2>Заглавие</h2>\nТекст\n<ul>\n<li>а</li>\n</ul>")).toBe(
      "<h2>Заглавие</h2>\n<p>Текст</p>\n<ul>\n<li>а</li>\n</ul>\n",
    );
    expect(autop("Преди\n<pre>ред 1\n\nред 3</pre>\nСлед")).toBe(
      "<p>Преди</p>\n<pre>ред 1\n\nред 3</pre>\n<p>След</p>\n",
    );
    expect(autop('<img\nsrc="a.jpg"\nalt="б">')).toBe('<p><img src="a.jpg" alt="б"></p>\n');
  });
});

describe("shortcodes", () => {
  const seen = (text: string) => {
    const codes: Shortcode[] = [];
    const out = replaceShortcodes(text, (code) => (codes.push(code), `<${code.tag}>`));
    return { out, codes };
  };

  it("reads self-closing, enclosing and attribute forms", () => {
    const { out, codes } = seen(
      `А [gallery ids="1,2" link='file' columns=3 "позиционен" orderby] б [su_box title="Кутия"]в [b]г[/b][/su_box] [x /] д`,
    );
    expect(out).toBe("А <gallery> б <su_box> <x> д");
    expect(codes.map(({ tag, named, positional, content }) => ({ tag, named, positional, content }))).toEqual([
      {
        tag: "gallery",
        named: { ids: "1,2", link: "file", columns: "3" },
        positional: ["позиционен", "orderby"],
        content: null,
      },
      { tag: "su_box", named: { title: "Кутия" }, positional: [], content: "в [b]г[/b]" },
      { tag: "x", named: {}, positional: [], content: null },
    ]);
  });

  it("unescapes [[…]] and leaves brackets that are no shortcode", () => {
    expect(seen("[[gallery]] [[su_box]а[/su_box]] [sic] [1] [Updated at 10:00] [Обновено] [/su_box]").out).toBe(
      "[gallery] [su_box]а[/su_box] [sic] [1] [Updated at 10:00] [Обновено] [/su_box]",
    );
  });

  it("stays linear on many openers without closers or brackets never closed", () => {
    const started = performance.now();
    seen("[su_x] ".repeat(20_000) + "[a ".repeat(20_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("blocks", () => {
  it("reads nested, void and namespaced blocks, freeform HTML between them", () => {
    const blocks = parseBlocks(
      'Класически текст\n<!-- wp:group {"tagName":"section"} --><section><!-- wp:paragraph --><p>а</p><!-- /wp:paragraph --></section><!-- /wp:group -->' +
        '<!-- wp:jetpack/contact-form {"to":"a@b.bg"} /--><!-- wp:paragraph {"broken":} --><p>б</p><!-- /wp:paragraph --><!-- обикновен коментар -->',
    );
    expect(blocks).toEqual([
      { name: null, attrs: {}, innerBlocks: [], innerContent: ["Класически текст\n"] },
      {
        name: "core/group",
        attrs: { tagName: "section" },
        innerBlocks: [{ name: "core/paragraph", attrs: {}, innerBlocks: [], innerContent: ["<p>а</p>"] }],
        innerContent: ["<section>", null, "</section>"],
      },
      { name: "jetpack/contact-form", attrs: { to: "a@b.bg" }, innerBlocks: [], innerContent: [] },
      // Attributes that are no JSON are none; the block is still read.
      { name: "core/paragraph", attrs: {}, innerBlocks: [], innerContent: ["<p>б</p>"] },
      { name: null, attrs: {}, innerBlocks: [], innerContent: ["<!-- обикновен коментар -->"] },
    ]);
  });

  it("closes a block never closed at the end, and ignores a closer without its opener", () => {
    expect(parseBlocks("<!-- /wp:quote --><!-- wp:quote --><blockquote>ц</blockquote>")).toEqual([
      { name: "core/quote", attrs: {}, innerBlocks: [], innerContent: ["<blockquote>ц</blockquote>"] },
    ]);
  });
});
