import { describe, expect, it } from "vitest";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { wordpressContentTexts as texts } from "#common/messages/wordpress-content.ts";
import { articleSizeError, draftSaveError } from "#common/schemas/article-input.ts";
import { htmlToText, isStorableText } from "#common/text.ts";
import { sanitizeParagraph } from "#server/modules/articles/sanitize.ts";
import { type ContentConversion, type ImportedSection, wordpressContentToSections } from "./wp-content.ts";

const siteUrl = "https://stariat-sait.bg/";
const uploads = `${siteUrl}wp-content/uploads/2019/05/`;
const attachments: Record<number, { url: string; alt: string | null; caption: string | null }> = {
  12: { url: `${uploads}protest.jpg`, alt: "Протест пред парламента", caption: null },
  13: { url: `${uploads}sofia.jpg`, alt: null, caption: "Изглед към <em>Витоша</em>" },
  14: { url: "/wp-content/uploads/2019/05/plovdiv.jpg", alt: "Пловдив", caption: null },
};
const attachment = (id: number) => attachments[id] ?? null;

/** The conversion, checked against every rule a save of its sections must pass. */
function convert(html: string): ContentConversion {
  const result = wordpressContentToSections(html, { siteUrl, attachment });
  expectValid(result.sections);
  return result;
}

function expectValid(sections: ImportedSection[]) {
  const asInput = sections.map((s) =>
    s.type === "image"
      ? { type: s.type, content: s.source.padEnd(200), caption: s.caption, alt: s.alt, credit: s.credit }
      : { type: s.type, content: s.content, caption: null, alt: null, credit: null },
  );
  expect(articleSizeError({ sections: asInput })).toBeNull();
  expect(draftSaveError({ title: "Заглавие", categories: [], description: "", sections: asInput })).toBeNull();
  for (const section of sections) {
    expect(Object.values(section).every((value) => typeof value !== "string" || isStorableText(value))).toBe(true);
    if (section.type === "paragraph") {
      const clean = sanitizeParagraph(section.content);
      expect(clean).toEqual({ html: section.content, refusedLink: false });
      expect(htmlToText(section.content)).not.toBe("");
    } else if (section.type === "heading") {
      expect(section.content.trim()).toBe(section.content);
      expect(section.content.length).toBeGreaterThan(0);
      expect(section.content.length).toBeLessThanOrEqual(limits.headingMax);
    } else {
      expect(section.source).toMatch(/^https?:\/\/[^\s]+$/);
      expect(section.caption?.length ?? 0).toBeLessThanOrEqual(limits.captionMax);
      expect(section.alt?.length ?? 0).toBeLessThanOrEqual(limits.imageAltMax);
      expect(section.credit?.length ?? 0).toBeLessThanOrEqual(limits.imageCreditMax);
    }
  }
}

const paragraph = (content: string): ImportedSection => ({ type: "paragraph", content });
const heading = (content: string): ImportedSection => ({ type: "heading", content });
const image = (source: string, fields: Partial<Extract<ImportedSection, { type: "image" }>> = {}): ImportedSection => ({
  type: "image",
  source,
  attachmentId: null,
  caption: null,
  alt: null,
  credit: null,
  ...fields,
});
/** A heading's or a paragraph's content; nothing for a picture. */
const textOf = (section: ImportedSection) => (section.type === "image" ? "" : section.content);
const link = (url: string, text = url.replace(/&/g, "&amp;")) =>
  `<a href="${url.replace(/&/g, "&amp;")}" rel="noopener noreferrer">${text}</a>`;

describe("the classic editor's text: WordPress's paragraphs (autop)", () => {
  it("makes a blank line a new paragraph and a single line break a <br />", () => {
    const result = convert(
      "Първият абзац започва тук\nи продължава на нов ред.\n\nВторият абзац.\r\n\r\n\r\n\r\nТретият, след много празни редове.\n",
    );
    expect(result).toEqual({
      sections: [
        paragraph(
          "<p>Първият абзац започва тук<br />и продължава на нов ред.</p><p>Вторият абзац.</p><p>Третият, след много празни редове.</p>",
        ),
      ],
      dropped: [],
      overLimit: null,
    });
  });

  it("adds no line breaks between the items of a list, inside a quote's tags or in <pre>", () => {
    const result = convert(
      "Преди списъка:\n<ul>\n<li>първо</li>\n<li>второ\nс втори ред</li>\n</ul>\n<blockquote>Цитат на\nдва реда</blockquote>\n\n<ol>\n\t<li>едно</li>\n</ol>",
    );
    expect(result.sections).toEqual([
      paragraph(
        "<p>Преди списъка:</p><ul><li>първо</li><li>второ<br />с втори ред</li></ul><blockquote><p>Цитат на<br />два реда</p></blockquote><ol><li>едно</li></ol>",
      ),
    ]);
  });

  it("keeps a text that already has its paragraphs as it is", () => {
    const html = "<p>Първи.</p>\n<p>Втори с <em>курсив</em> и <u>подчертано</u>.</p>";
    expect(convert(html).sections).toEqual([
      paragraph("<p>Първи.</p><p>Втори с <em>курсив</em> и <u>подчертано</u>.</p>"),
    ]);
  });

  it("unwraps formatting noise silently and removes empty paragraphs and runs of &nbsp;", () => {
    const result = convert(
      '<p style="text-align:center"><span style="color:#ff0000;"><font face="Arial">Червен</font></span> <b class="x">текст</b>&nbsp;&nbsp;&nbsp;после 5&nbsp;000&nbsp;лв.</p>\n<p>&nbsp;</p>\n<p><br></p>\n<p><strong> </strong></p>\n<div class="entry"><p>В контейнер<o:p></o:p></p></div>',
    );
    expect(result).toEqual({
      sections: [paragraph("<p>Червен <b>текст</b> после 5\u00a0000\u00a0лв.</p><p>В контейнер</p>")],
      dropped: [],
      overLimit: null,
    });
  });
});

describe("the block editor's blocks", () => {
  it("reads paragraphs, headings of every level, lists, quotes and pull quotes", () => {
    const result = convert(`<!-- wp:paragraph -->
<p>Народното събрание прие <strong>бюджета</strong> на <a href="https://parliament.bg/bg/news">второ четене</a>.</p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":1} -->
<h1 class="wp-block-heading">Какво предвижда</h1>
<!-- /wp:heading -->

<!-- wp:heading {"level":6} -->
<h6 class="wp-block-heading" id="detaili">Подробности</h6>
<!-- /wp:heading -->

<!-- wp:list {"ordered":true} -->
<ol class="wp-block-list"><!-- wp:list-item -->
<li>Заплати</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>Пенсии<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>минимални</li>
<!-- /wp:list-item --></ul>
<!-- /wp:list --></li>
<!-- /wp:list-item --></ol>
<!-- /wp:list -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p>Това е бюджет на стабилността.</p>
<!-- /wp:paragraph --><cite>Финансовият министър</cite></blockquote>
<!-- /wp:quote -->

<!-- wp:pullquote -->
<figure class="wp-block-pullquote"><blockquote><p>Никой не е доволен.</p><cite>Опозицията</cite></blockquote></figure>
<!-- /wp:pullquote -->`);
    expect(result).toEqual({
      sections: [
        paragraph(
          `<p>Народното събрание прие <strong>бюджета</strong> на ${link("https://parliament.bg/bg/news", "второ четене")}.</p>`,
        ),
        heading("Какво предвижда"),
        heading("Подробности"),
        paragraph(
          "<ol><li>Заплати</li><li>Пенсии<ul><li>минимални</li></ul></li></ol>" +
            "<blockquote><p>Това е бюджет на стабилността.</p><p>— Финансовият министър</p></blockquote>" +
            "<blockquote><p>Никой не е доволен.</p><p>— Опозицията</p></blockquote>",
        ),
      ],
      dropped: [],
      overLimit: null,
    });
  });

  it("makes an image block a picture: the attachment's full size, the alt, the caption and its credit", () => {
    const result = convert(`<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"media"} -->
<figure class="wp-block-image size-large"><a href="${uploads}protest.jpg"><img src="${uploads}protest-1024x683.jpg" alt="Хора с плакати" class="wp-image-12"/></a><figcaption class="wp-element-caption">Протестиращи пред парламента. Снимка: Иван Петров</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"id":14} -->
<figure class="wp-block-image"><img src="/wp-content/uploads/2019/05/plovdiv-300x200.jpg" alt=""/></figure>
<!-- /wp:image -->`);
    expect(result).toEqual({
      sections: [
        image(`${uploads}protest.jpg`, {
          attachmentId: 12,
          alt: "Хора с плакати",
          caption: "Протестиращи пред парламента.",
          credit: "Иван Петров",
        }),
        // The id from the block's attributes; the alt from the attachment when the picture has none.
        image(`${uploads}plovdiv.jpg`, { attachmentId: 14, alt: "Пловдив" }),
      ],
      dropped: [],
      overLimit: null,
    });
  });

  it("makes each picture of a gallery a picture section, old and new galleries alike", () => {
    const result = convert(`<!-- wp:gallery {"linkTo":"none"} -->
<figure class="wp-block-gallery has-nested-images columns-default"><!-- wp:image {"id":12} -->
<figure class="wp-block-image"><img src="${uploads}protest-768x512.jpg" alt="" class="wp-image-12"/><figcaption class="wp-element-caption">Първа</figcaption></figure>
<!-- /wp:image -->

<!-- wp:image {"id":13} -->
<figure class="wp-block-image"><img src="${uploads}sofia-768x512.jpg" alt="София" class="wp-image-13"/></figure>
<!-- /wp:image --><figcaption class="blocks-gallery-caption wp-element-caption">Денят на протеста</figcaption></figure>
<!-- /wp:gallery -->

<!-- wp:gallery {"ids":[12,99]} -->
<figure class="wp-block-gallery columns-2"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="${uploads}protest-300x200.jpg" alt="" data-id="12" class="wp-image-12"/><figcaption class="blocks-gallery-item__caption">Стара галерия</figcaption></figure></li><li class="blocks-gallery-item"><figure><img src="https://cdn.example.com/other-300x200.jpg" alt="Друга" data-id="99" class="wp-image-99"/></figure></li></ul></figure>
<!-- /wp:gallery -->`);
    expect(result.sections).toEqual([
      image(`${uploads}protest.jpg`, { attachmentId: 12, alt: "Протест пред парламента", caption: "Първа" }),
      image(`${uploads}sofia.jpg`, { attachmentId: 13, alt: "София" }),
      paragraph("<p>Денят на протеста</p>"),
      image(`${uploads}protest.jpg`, { attachmentId: 12, alt: "Протест пред парламента", caption: "Стара галерия" }),
      // An attachment the export does not have: the picture as the text has it.
      image("https://cdn.example.com/other-300x200.jpg", { alt: "Друга" }),
    ]);
    expect(result.dropped).toEqual([]);
  });

  it("makes embeds, videos, audio and files links, and reports each", () => {
    const result =
      convert(`<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=dQw4w9WgXcQ
</div><figcaption class="wp-element-caption">Интервю с кмета</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:embed {"url":"https://twitter.com/bta_bulgaria/status/1","type":"rich","providerNameSlug":"twitter"} -->
<figure class="wp-block-embed is-type-rich is-provider-twitter"><div class="wp-block-embed__wrapper">
https://twitter.com/bta_bulgaria/status/1
</div></figure>
<!-- /wp:embed -->

<!-- wp:core-embed/vimeo {"url":"https://vimeo.com/76979871"} -->
<figure class="wp-block-embed-vimeo"><div class="wp-block-embed__wrapper">https://vimeo.com/76979871</div></figure>
<!-- /wp:core-embed/vimeo -->

<!-- wp:video {"id":40} -->
<figure class="wp-block-video"><video controls src="${uploads}reportaj.mp4"></video><figcaption>Репортаж</figcaption></figure>
<!-- /wp:video -->

<!-- wp:audio -->
<figure class="wp-block-audio"><audio controls><source src="/wp-content/uploads/2019/05/podcast.mp3"></audio></figure>
<!-- /wp:audio -->

<!-- wp:file {"id":41,"href":"${uploads}budjet.pdf"} -->
<div class="wp-block-file"><object class="wp-block-file__embed" data="${uploads}budjet.pdf" type="application/pdf"></object><a id="wp-block-file--media-1" href="${uploads}budjet.pdf">Бюджет 2019</a><a href="${uploads}budjet.pdf" class="wp-block-file__button" download>Изтегляне</a></div>
<!-- /wp:file -->`);
    expect(result.sections).toEqual([
      paragraph(
        `<p>${link("https://www.youtube.com/watch?v=dQw4w9WgXcQ")}</p><p>Интервю с кмета</p>` +
          `<p>${link("https://twitter.com/bta_bulgaria/status/1")}</p>` +
          `<p>${link("https://vimeo.com/76979871")}</p>` +
          `<p>${link(`${uploads}reportaj.mp4`)}</p><p>Репортаж</p>` +
          `<p>${link(`${uploads}podcast.mp3`)}</p>` +
          `<p>${link(`${uploads}budjet.pdf`, "Бюджет 2019")}</p>`,
      ),
    ]);
    expect(result.dropped).toEqual([
      texts.videoAsLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
      texts.embedAsLink("https://twitter.com/bta_bulgaria/status/1"),
      texts.videoAsLink("https://vimeo.com/76979871"),
      texts.fileAsLink(`${uploads}budjet.pdf`),
      texts.videoAsLink(`${uploads}reportaj.mp4`),
      texts.audioAsLink(`${uploads}podcast.mp3`),
    ]);
  });

  it("unwraps columns and groups, drops separators, spacers, more and next page silently", () => {
    const result = convert(`<!-- wp:columns -->
<div class="wp-block-columns"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph -->
<p>Лява колона.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:group {"layout":{"type":"constrained"}} -->
<div class="wp-block-group"><!-- wp:paragraph -->
<p>Дясна колона.</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:spacer {"height":"40px"} -->
<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>
<!-- /wp:spacer -->

<!-- wp:more -->
<!--more-->
<!-- /wp:more -->

<!-- wp:nextpage -->
<!--nextpage-->
<!-- /wp:nextpage -->

<!-- wp:paragraph -->
<p>Край.</p>
<!-- /wp:paragraph -->`);
    expect(result).toEqual({
      sections: [paragraph("<p>Лява колона.</p><p>Дясна колона.</p><p>Край.</p>")],
      dropped: [],
      overLimit: null,
    });
  });

  it("keeps a table's, a code block's and a preformatted block's text, and reports each", () => {
    const result = convert(`<!-- wp:table -->
<figure class="wp-block-table"><table><thead><tr><th>Партия</th><th>Гласове</th></tr></thead><tbody><tr><td>ГЕРБ</td><td><strong>1 000</strong></td></tr><tr><td></td><td></td></tr></tbody></table><figcaption class="wp-element-caption">Резултати</figcaption></figure>
<!-- /wp:table -->

<!-- wp:code -->
<pre class="wp-block-code"><code>const a = 1;
if (a &lt; 2) {}</code></pre>
<!-- /wp:code -->

<!-- wp:preformatted -->
<pre class="wp-block-preformatted">Ред едно
Ред две</pre>
<!-- /wp:preformatted -->

<!-- wp:verse -->
<pre class="wp-block-verse">Тих бял Дунав
се вълнува</pre>
<!-- /wp:verse -->`);
    expect(result.sections).toEqual([
      paragraph(
        "<p>Партия | Гласове<br />ГЕРБ | <strong>1 000</strong></p><p>Резултати</p>" +
          "<p>const a = 1;<br />if (a &lt; 2) {}</p><p>Ред едно<br />Ред две</p><p>Тих бял Дунав<br />се вълнува</p>",
      ),
    ]);
    expect(result.dropped).toEqual([texts.tableAsText, texts.codeAsText]);
  });

  it("sanitizes custom HTML and reports what it drops; reports a block made by the old site", () => {
    const result = convert(`<!-- wp:html -->
<div class="box" style="border:1px solid"><h3>Карта</h3><iframe src="https://www.google.com/maps/embed?pb=1" width="600"></iframe><script>track()</script><p>Адрес: ул. „Раковски“ 1</p></div>
<!-- /wp:html -->

<!-- wp:latest-posts {"postsToShow":3} /-->

<!-- wp:block {"ref":321} /-->`);
    expect(result.sections).toEqual([heading("Карта"), paragraph("<p>Адрес: ул. „Раковски“ 1</p>")]);
    expect(result.dropped).toEqual([
      texts.blockRemoved("wp:latest-posts"),
      texts.reusableBlockRemoved("321"),
      texts.frameRemoved("https://www.google.com/maps/embed?pb=1"),
      texts.elementRemoved("script"),
    ]);
  });
});

describe("shortcodes", () => {
  it("makes [caption] a picture with its caption, from the attachment or the text", () => {
    const result = convert(
      `Текст преди.\n\n[caption id="attachment_12" align="aligncenter" width="300"]<a href="${uploads}protest.jpg"><img class="size-medium wp-image-12" src="${uploads}protest-300x200.jpg" alt="" width="300" height="200" /></a> Хиляди излязоха на площада (Фото: БТА)[/caption]\n\n` +
        `[caption id="attachment_77" width="200" caption="Стар <em>формат</em>"]<img src="/wp-content/uploads/old-200x100.png" alt="Старо" />[/caption]`,
    );
    expect(result.sections).toEqual([
      paragraph("<p>Текст преди.</p>"),
      image(`${uploads}protest.jpg`, {
        attachmentId: 12,
        alt: "Протест пред парламента",
        caption: "Хиляди излязоха на площада",
        credit: "БТА",
      }),
      image(`${siteUrl}wp-content/uploads/old-200x100.png`, { alt: "Старо", caption: "Стар формат" }),
    ]);
    expect(result.dropped).toEqual([]);
  });

  it("makes [gallery ids] pictures of the attachments, reports missing ones and galleries without ids", () => {
    const result = convert('[gallery ids="12,13,404, 14" columns="3"]\n\n[gallery link="file"]');
    expect(result.sections).toEqual([
      image(`${uploads}protest.jpg`, { attachmentId: 12, alt: "Протест пред парламента" }),
      image(`${uploads}sofia.jpg`, { attachmentId: 13, caption: "Изглед към Витоша" }),
      image(`${uploads}plovdiv.jpg`, { attachmentId: 14, alt: "Пловдив" }),
    ]);
    expect(result.dropped).toEqual([texts.missingAttachment(404), texts.galleryWithoutImages('[gallery link="file"]')]);
  });

  it("makes [embed], a bare address on a line, [video] and [audio] links, and reports them", () => {
    const result = convert(
      "Вижте видеото:\nhttps://youtu.be/abc123\nи коментирайте.\n\n[embed]https://vimeo.com/1234[/embed]\n\n" +
        '[video width="640" mp4="/wp-content/uploads/2019/05/klip.mp4"][/video]\n[audio src="https://stariat-sait.bg/pesen.mp3?a=1&amp;b=2"]\n\n' +
        "https://example.com/stranica\n\nhttps://www.instagram.com/p/xyz/",
    );
    expect(result.sections).toEqual([
      paragraph(
        `<p>Вижте видеото:</p><p>${link("https://youtu.be/abc123")}</p><p>и коментирайте.</p>` +
          `<p>${link("https://vimeo.com/1234")}</p>` +
          `<p>${link(`${uploads}klip.mp4`)}</p>` +
          `<p>${link("https://stariat-sait.bg/pesen.mp3?a=1&b=2")}</p>` +
          // An address WordPress would not embed stays the text it was.
          "<p>https://example.com/stranica</p>" +
          `<p>${link("https://www.instagram.com/p/xyz/")}</p>`,
      ),
    ]);
    expect(result.dropped).toEqual([
      texts.videoAsLink("https://vimeo.com/1234"),
      texts.videoAsLink(`${siteUrl}wp-content/uploads/2019/05/klip.mp4`),
      texts.audioAsLink("https://stariat-sait.bg/pesen.mp3?a=1&b=2"),
      texts.videoAsLink("https://youtu.be/abc123"),
      texts.embedAsLink("https://www.instagram.com/p/xyz/"),
    ]);
  });

  it("removes any other shortcode, keeping its text, and leaves escaped and bare brackets as text", () => {
    const result = convert(
      '[contact-form-7 id="5" title="Контакти"]\n\nНатиснете [su_button url="https://example.bg" color="red"]тук[/su_button] и [su_note]<strong>Важно:</strong> бележка[/su_note].\n\n' +
        "Шорткодът се пише [[gallery]], а [[su_box]текст[/su_box]] е пример. Цитатът [sic] и бележка [1] остават.",
    );
    expect(result.sections).toEqual([
      paragraph(
        "<p>Натиснете тук и <strong>Важно:</strong> бележка.</p>" +
          "<p>Шорткодът се пише [gallery], а [su_box]текст[/su_box] е пример. Цитатът [sic] и бележка [1] остават.</p>",
      ),
    ]);
    expect(result.dropped).toEqual([
      texts.shortcodeRemoved('[contact-form-7 id="5" title="Контакти"]'),
      texts.shortcodeUnwrapped('[su_button url="https://example.bg" color="red"]'),
      texts.shortcodeUnwrapped("[su_note]"),
    ]);
  });

  it("runs a shortcode block's shortcodes", () => {
    const result = convert('<!-- wp:shortcode -->\n[gallery ids="13"]\n<!-- /wp:shortcode -->');
    expect(result.sections).toEqual([image(`${uploads}sofia.jpg`, { attachmentId: 13, caption: "Изглед към Витоша" })]);
  });
});

describe("pictures in the text", () => {
  it("splits a paragraph around a picture in it", () => {
    const result = convert(
      `<p>Текст преди <strong>снимката <img src="${uploads}most.jpg" alt="Мостът"> и след</strong> нея.</p>`,
    );
    expect(result.sections).toEqual([
      paragraph("<p>Текст преди <strong>снимката</strong></p>"),
      image(`${uploads}most.jpg`, { alt: "Мостът" }),
      paragraph("<p><strong>и след</strong> нея.</p>"),
    ]);
  });

  it("keeps the full size only when the attachment is known, and makes addresses absolute", () => {
    const result = convert(
      `<img class="alignnone size-medium wp-image-12" src="${uploads}protest-300x200.jpg" alt="А">` +
        '<img class="wp-image-555" src="//cdn.stariat-sait.bg/snimka-300x200.jpg" alt="Б">' +
        '<img src="snimki/relative.png" alt="В">' +
        '<img src="data:image/gif;base64,R0lGOD" data-lazy-src="/wp-content/uploads/lazy.jpg" alt="Г">',
    );
    expect(result.sections).toEqual([
      image(`${uploads}protest.jpg`, { attachmentId: 12, alt: "А" }),
      image("https://cdn.stariat-sait.bg/snimka-300x200.jpg", { alt: "Б" }),
      image(`${siteUrl}snimki/relative.png`, { alt: "В" }),
      image(`${siteUrl}wp-content/uploads/lazy.jpg`, { alt: "Г" }),
    ]);
  });

  it("drops a picture's link: silently to its own file or page, reported anywhere else", () => {
    const result = convert(
      `<a href="${uploads}most.jpg"><img src="${uploads}most-300x200.jpg" alt="1"></a>` +
        `<a href="${siteUrl}?attachment_id=5"><img src="${uploads}most.jpg" alt="2"></a>` +
        `<a href="https://reklama.bg/kampania"><img src="${uploads}banner.jpg" alt="3"></a>`,
    );
    expect(result.sections.map((s) => s.type)).toEqual(["image", "image", "image"]);
    expect(result.dropped).toEqual([texts.imageLinkRemoved("https://reklama.bg/kampania")]);
  });

  it("reports pictures without an address or with one inside the text, keeping a caption", () => {
    const result = convert(
      '<img alt="нищо"><figure><img src="data:image/png;base64,iVBOR" alt="x"><figcaption>Надписът остава</figcaption></figure>',
    );
    expect(result.sections).toEqual([paragraph("<p>Надписът остава</p>")]);
    expect(result.dropped).toEqual([texts.imageWithoutAddress, texts.imageInlineData]);
  });

  it("shortens a caption or an alt past its limit, and reports it", () => {
    const long = "Дълъг надпис ".repeat(40);
    const result = convert(
      `<figure><img src="${uploads}a.jpg" alt="${"алт ".repeat(100)}"><figcaption>${long}</figcaption></figure>`,
    );
    const picture = result.sections[0] as Extract<ImportedSection, { type: "image" }>;
    expect(picture.caption!.length).toBeLessThanOrEqual(limits.captionMax);
    expect(picture.caption).toMatch(/^Дълъг надпис .*…$/);
    expect(picture.alt!.length).toBeLessThanOrEqual(limits.imageAltMax);
    expect(result.dropped).toEqual([texts.altShortened(limits.imageAltMax), texts.captionShortened(limits.captionMax)]);
  });

  it("finds the credit at a caption's end in the ways newsrooms write it", () => {
    const cases: [string, string | null, string | null][] = [
      ["Митинг в центъра. Снимка: Иван Петров", "Митинг в центъра.", "Иван Петров"],
      ["Митинг в центъра (Снимка: БТА)", "Митинг в центъра", "БТА"],
      ["Митинг | Фото: Reuters/Архив", "Митинг", "Reuters/Архив"],
      ["Митинг – снимки: Мария Иванова", "Митинг", "Мария Иванова"],
      ["Фотография: Георги Георгиев", null, "Георги Георгиев"],
      ["Фотоволтаици: нова мощност", "Фотоволтаици: нова мощност", null],
      [
        `Надпис. Снимка: ${"много дълго име ".repeat(10)}`,
        `Надпис. Снимка: ${"много дълго име ".repeat(10).trim()}`,
        null,
      ],
    ];
    for (const [caption, expectedCaption, credit] of cases) {
      const result = convert(`<figure><img src="${uploads}a.jpg" alt="а"><figcaption>${caption}</figcaption></figure>`);
      expect(result.sections[0], caption).toMatchObject({ caption: expectedCaption, credit });
    }
  });

  it("makes WordPress's emoji pictures their characters", () => {
    const result = convert(
      '<p>Браво <img draggable="false" class="emoji" alt="👏" src="https://s.w.org/images/core/emoji/14.0.0/svg/1f44f.svg"></p>',
    );
    expect(result.sections).toEqual([paragraph("<p>Браво 👏</p>")]);
  });
});

describe("headings and elements with no place in an article", () => {
  it("makes h1–h6 text-only headings; a heading too long is bold text; a link in one is reported", () => {
    const long = "Много дълго заглавие ".repeat(20).trim();
    const result = convert(
      `<h1>Главно <em>заглавие</em></h1><h4>С <a href="https://example.bg/x">връзка</a></h4><h2>${long}</h2><h3> </h3><h5><a href="mailto:a@b.bg">Пишете</a></h5>`,
    );
    expect(result.sections).toEqual([
      heading("Главно заглавие"),
      heading("С връзка"),
      paragraph(`<p><strong>${long}</strong></p>`),
      heading("Пишете"),
    ]);
    expect(result.dropped).toEqual([
      texts.headingLinkRemoved("https://example.bg/x"),
      texts.longHeading(limits.headingMax),
      texts.headingLinkRemoved("mailto:a@b.bg"),
    ]);
  });

  it("makes a frame of a video site a link to the video, and drops other frames, scripts, styles, objects and forms", () => {
    const result = convert(
      '<p>Видео:</p><iframe width="560" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0"></iframe>' +
        '<iframe src="https://player.vimeo.com/video/76979871"></iframe><iframe src="https://reklama.example/banner"></iframe>' +
        '<style>.x{color:red}</style><object data="film.swf"><param name="movie" value="film.swf">Флаш</object>' +
        '<form action="/search"><input name="q"><button>Търси</button></form><p>Край.</p>',
    );
    expect(result.sections).toEqual([
      paragraph(
        `<p>Видео:</p><p>${link("https://www.youtube.com/watch?v=dQw4w9WgXcQ")}</p><p>${link("https://vimeo.com/76979871")}</p><p>Край.</p>`,
      ),
    ]);
    expect(result.dropped).toEqual([
      texts.videoAsLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
      texts.videoAsLink("https://vimeo.com/76979871"),
      texts.frameRemoved("https://reklama.example/banner"),
      texts.elementRemoved("style"),
      texts.elementRemoved("object"),
      texts.elementRemoved("form"),
    ]);
  });

  it("makes links of the old site absolute, keeps mail links, unwraps anchors", () => {
    const result = convert(
      '<p><a href="/2019/05/drug-material/">Свързано</a>, <a href="mailto:redakcia@example.bg">пишете</a>, <a href="#belejka-1">1</a>, <a name="x">котва</a>.</p>',
    );
    expect(result.sections).toEqual([
      paragraph(
        `<p>${link(`${siteUrl}2019/05/drug-material/`, "Свързано")}, <a href="mailto:redakcia@example.bg" rel="noopener">пишете</a>, 1, котва.</p>`,
      ),
    ]);
    expect(result.dropped).toEqual([]);
  });

  it("carries formats and links around a block into it, and makes a list item outside a list a paragraph", () => {
    const result = convert(
      '<!-- wp:html --><strong>Важно:<ul><li>първо</li></ul>още</strong><a href="https://example.bg/"><div>Прочетете</div></a><li>Сама точка</li><!-- /wp:html -->',
    );
    expect(result.sections).toEqual([
      paragraph(
        `<p><strong>Важно:</strong></p><ul><li><strong>първо</strong></li></ul><p><strong>още</strong></p><p>${link("https://example.bg/", "Прочетете")}</p><p>Сама точка</p>`,
      ),
    ]);
  });

  it("keeps the picture and the text of cover and media-and-text blocks", () => {
    const result = convert(`<!-- wp:cover {"url":"${uploads}sofia.jpg","id":13} -->
<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background wp-image-13" alt="" src="${uploads}sofia-1024x683.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"><!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center">София в мъгла</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cover -->

<!-- wp:media-text {"mediaId":12,"mediaType":"image"} -->
<div class="wp-block-media-text"><figure class="wp-block-media-text__media"><img src="${uploads}protest-1024x683.jpg" alt="" class="wp-image-12 size-full"/></figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->
<p>Текст до снимката.</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:media-text -->`);
    expect(result).toEqual({
      sections: [
        image(`${uploads}sofia.jpg`, { attachmentId: 13 }),
        paragraph("<p>София в мъгла</p>"),
        image(`${uploads}protest.jpg`, { attachmentId: 12, alt: "Протест пред парламента" }),
        paragraph("<p>Текст до снимката.</p>"),
      ],
      dropped: [],
      overLimit: null,
    });
  });

  it("reports the same thing once", () => {
    const result = convert("[su_divider]\n\n[su_divider]\n\n<script>a()</script><script>b()</script><p>Текст</p>");
    expect(result.dropped).toEqual([texts.shortcodeRemoved("[su_divider]"), texts.elementRemoved("script")]);
  });
});

describe("hostile HTML: nothing unsanitized comes out", () => {
  const hostile = [
    '<p><a href="javascript:alert(1)">едно</a> <a href=" JaVaScRiPt:alert(2)">две</a> <a href="java&#115;cript:alert(3)">три</a> <a href="java\nscript:alert(4)">четири</a></p>',
    '<p><a href="data:text/html;base64,PHNjcmlwdD4=">данни</a> <a href="vbscript:msgbox(1)">vb</a> <a href="tel:+359888">тел</a></p>',
    '<img src="x" onerror="alert(1)"><img src="javascript:alert(1)" alt="скрипт"><p onclick="alert(1)" style="background:url(javascript:alert(1))">клик</p>',
    '<svg onload="alert(1)"><script>alert(2)</script><text>svg текст</text></svg><math><mi>x</mi></math>',
    '[su_box title="x"]<script>alert("в шорткод")</script><img src=x onerror=alert(1)>текст в кутия[/su_box]',
    '[caption id="attachment_1"]<img src="javascript:alert(1)" onerror="alert(2)"> <script>alert(3)</script>надпис[/caption]',
    "<![CDATA[<script>alert(1)</script>]]>\n\n//]]>\n\n<p>след CDATA</p>",
    '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe><embed src="x.swf"><object data="javascript:alert(1)"></object>',
    '<a href="https://ok.bg" onmouseover="alert(1)" target="_blank" style="x">добра</a><b onmouseover=alert(1)>удебелен</b>',
    '<p><a href="https://ok.bg/"><script>alert(1)</script></a>текст</p><noscript><img src=x onerror=alert(1)></noscript>',
    '<!-- wp:html --><div onclick="alert(1)"><img src=x onerror=alert(1)//></div><!-- /wp:html -->',
    '<!-- wp:embed {"url":"javascript:alert(1)"} --><figure></figure><!-- /wp:embed -->',
    '[embed]javascript:alert(1)[/embed]\n\n[video src="javascript:alert(1)"]\n\n[gallery ids="1"]',
    '<table><tr><td><a href="javascript:alert(1)">клетка</a><script>x()</script></td></tr></table>',
    '<h2 onclick="x()">Заглавие<script>alert(1)</script><a href="javascript:alert(1)">!</a></h2>',
    "<p>&lt;script&gt;alert(1)&lt;/script&gt; като текст</p>",
  ];

  it("keeps only sanitized paragraphs, web addresses for pictures and plain text elsewhere", () => {
    for (const html of hostile) {
      const result = convert(html);
      const paragraphs = result.sections.filter((s) => s.type === "paragraph").map((s) => s.content);
      for (const content of paragraphs) {
        expect(content, html).not.toMatch(/<(?!\/?(?:p|br|b|strong|i|em|u|ul|ol|li|blockquote|a)[\s>/])/i);
        expect(content, html).not.toMatch(/\son\w+\s*=|javascript:|vbscript:|data:|style=|target=/i);
      }
      for (const section of result.sections) {
        if (section.type === "image") expect(section.source, html).toMatch(/^https?:\/\//);
        if (section.type === "heading") expect(section.content, html).not.toMatch(/[<>]/);
      }
    }
  });

  it("drops what PostgreSQL can't store: NUL and halves of broken characters", () => {
    expect(convert("<p>Ну\u0000ла и \uD83D счупен</p><h2>\uDC00Заглавие</h2>").sections).toEqual([
      paragraph("<p>Нула и счупен</p>"),
      heading("Заглавие"),
    ]);
  });

  it("reports the refused links and dropped elements", () => {
    expect(convert(hostile[0]!)).toEqual({
      sections: [paragraph("<p>едно две три четири</p>")],
      dropped: [texts.linkRefused("javascript:")],
      overLimit: null,
    });
    expect(convert(hostile[1]!).dropped).toEqual([
      texts.linkRefused("data:"),
      texts.linkRefused("vbscript:"),
      texts.linkRefused("tel:"),
    ]);
    expect(convert(hostile[3]!).dropped).toEqual([texts.elementRemoved("svg"), texts.elementRemoved("math")]);
    expect(convert(hostile[4]!)).toMatchObject({
      sections: [image(`${siteUrl}x`), paragraph("<p>текст в кутия</p>")],
      dropped: [texts.shortcodeUnwrapped('[su_box title="x"]'), texts.elementRemoved("script")],
    });
    expect(convert(hostile[6]!)).toEqual({
      sections: [paragraph("<p>//]]&gt;</p><p>след CDATA</p>")],
      dropped: [texts.cdataRemoved],
      overLimit: null,
    });
    expect(convert(hostile[15]!).sections).toEqual([
      paragraph("<p>&lt;script&gt;alert(1)&lt;/script&gt; като текст</p>"),
    ]);
  });
});

describe("any mixture of the above", () => {
  const fragments = [
    ...[
      "<p>",
      "</p>",
      "<b>",
      "</b>",
      "<em>",
      "</em>",
      "<ul>",
      "<li>",
      "</li>",
      "</ul>",
      "<blockquote>",
      "</blockquote>",
    ],
    ...[
      "<div>",
      "</div>",
      "<span style='x'>",
      "</span>",
      "<h2>",
      "</h2>",
      "<cite>",
      "</cite>",
      "<br>",
      "<pre>",
      "</pre>",
    ],
    ...[
      "<a href='https://example.bg'>",
      "<a href='javascript:x()'>",
      "</a>",
      "<figure>",
      "<figcaption>Снимка: БТА",
      "</figure>",
    ],
    ...[
      `<img src="${uploads}a-300x200.jpg" class="wp-image-12">`,
      "<img src=x onerror=alert(1)>",
      "<svg onload=x()>",
      "</svg>",
    ],
    ...[
      "<table><tr><td>",
      "</td><td>",
      "</tr></table>",
      "<script>",
      "</script>",
      "<iframe src='https://youtu.be/a'>",
      "</iframe>",
    ],
    ...['[caption id="attachment_13"]', "[/caption]", '[gallery ids="12,13"]', '[su_box a="1"]', "[/su_box]", "[[x]]"],
    ...["<!-- wp:paragraph -->", "<!-- /wp:paragraph -->", "<!-- wp:list -->", "<!-- /wp:list -->", "<![CDATA[", "]]>"],
    ...['<!-- wp:embed {"url":"https://youtu.be/b"} -->', "<!-- /wp:embed -->", "https://youtu.be/c", "&nbsp;"],
    ...["\n", "\n\n", " ", "текст", "дума с дума", "<p>&nbsp;</p>"],
  ];

  it("always gives sections that pass every check, whatever the soup of fragments", () => {
    let seed = 33;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 300; i++) {
      const html = Array.from(
        { length: 1 + Math.floor(random() * 50) },
        () => fragments[Math.floor(random() * fragments.length)]!,
      ).join("");
      const result = wordpressContentToSections(html, { siteUrl, attachment });
      expectValid(result.sections);
      for (const section of result.sections)
        if (section.type === "paragraph")
          expect(section.content, html).not.toMatch(/\son\w+=|javascript:|<(?:script|svg|iframe|img)/i);
    }
  });
});

describe("the limits of an article", () => {
  const sentence = "Правителството обсъди мерките за икономиката и заетостта в страната. ";

  it("takes a post of 1 000 paragraphs whole, in sections within the limits", () => {
    const post = Array.from({ length: 1000 }, (_, i) => `<p>Абзац ${i + 1}. ${sentence}</p>`).join("\n");
    const result = convert(post);
    expect(result.overLimit).toBeNull();
    const text = result.sections.map((s) => htmlToText(textOf(s))).join(" ");
    expect(text).toContain("Абзац 1. ");
    expect(text).toContain("Абзац 1000. ");
    expect(text.match(/Абзац \d+\./g)).toHaveLength(1000);
  });

  it("takes a post of 300 000 characters whole, splitting paragraph sections at the section limit", () => {
    const post = Array.from({ length: Math.ceil(300_000 / sentence.length / 10) }, () => sentence.repeat(10)).join(
      "\n\n",
    );
    expect(post.length).toBeGreaterThanOrEqual(300_000);
    const result = convert(post);
    expect(result.overLimit).toBeNull();
    expect(result.sections.length).toBeGreaterThan(2);
    for (const section of result.sections) expect(textOf(section).length).toBeLessThanOrEqual(limits.sectionContentMax);
  });

  it("splits one paragraph longer than a section at a word, keeping all of its text", () => {
    const words = `${"дума ".repeat(30_000)}край`;
    const result = convert(`<p><em>${words}</em></p>`);
    expect(result.overLimit).toBeNull();
    expect(result.sections).toHaveLength(2);
    for (const section of result.sections) expect(textOf(section)).toMatch(/^<p><em>дума .*<\/em><\/p>$/);
    const text = result.sections.map((s) => htmlToText(textOf(s))).join(" ");
    expect(text).toBe(words);
  });

  it("imports the beginning of a post past the article's characters, and says where it ends", () => {
    const result = convert(sentence.repeat(7000));
    expect(
      result.overLimit?.startsWith(
        `${builderTexts.articleTooLong(limits.articleContentMaxChars)}. Внесено е само началото, до „…`,
      ),
    ).toBe(true);
    const characters = result.sections.reduce((sum, s) => sum + textOf(s).length, 0);
    expect(characters).toBeGreaterThan(limits.articleContentMaxChars - 1000);
  });

  it("stops at the markup limit and at the section limit", () => {
    const markup = convert(Array.from({ length: 1800 }, (_, i) => `<p><b>${i}</b> <i>дума</i></p>`).join(""));
    expect(markup.overLimit?.startsWith(builderTexts.tooMuchMarkup(limits.articleMarkupMax))).toBe(true);
    const sections = convert(Array.from({ length: 600 }, (_, i) => `<h2>Част ${i}</h2><p>Текст.</p>`).join(""));
    expect(sections.overLimit?.startsWith(builderTexts.tooManySections(limits.articleMaxSections))).toBe(true);
    expect(sections.sections).toHaveLength(limits.articleMaxSections);
  });

  it("gives nothing for an empty post", () => {
    expect(convert("")).toEqual({ sections: [], dropped: [], overLimit: null });
    expect(convert("  \n\n<p>&nbsp;</p>\n<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->")).toEqual({
      sections: [],
      dropped: [],
      overLimit: null,
    });
  });
});
