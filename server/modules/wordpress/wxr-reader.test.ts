import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type WxrErrorTextCode, wxrErrorText } from "#common/messages/wordpress-import.ts";
import { decodeSlug, parseGmtDate, parseId } from "./wxr-fields.ts";
import { readWxr, WxrError } from "./wxr-reader.ts";
import type { WxrErrorCode, WxrEvent, WxrItem } from "./wxr-types.ts";

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url));
const full = fixture("export-1.2.xml");

/** The bytes in chunks of the given sizes, in turn. */
function* chunks(bytes: Uint8Array, sizes: number[]): Generator<Buffer> {
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    yield Buffer.from(bytes.subarray(at, at + size));
    at += size;
  }
}

const stream = (bytes: Uint8Array | string, sizes = [64 * 1024]) =>
  Readable.from(chunks(typeof bytes === "string" ? Buffer.from(bytes) : bytes, sizes));

async function read(input: Readable, options?: Parameters<typeof readWxr>[1]) {
  const events: WxrEvent[] = [];
  try {
    for await (const event of readWxr(input, options)) events.push(event);
    return { events, error: undefined };
  } catch (error) {
    if (!(error instanceof WxrError)) throw error;
    return { events, error };
  }
}

async function readAll(bytes: Uint8Array | string, sizes?: number[]) {
  const { events, error } = await read(stream(bytes, sizes));
  if (error) throw error;
  return events;
}

async function refusal(bytes: Uint8Array | string, options?: Parameters<typeof readWxr>[1]) {
  const { error } = await read(stream(bytes), options);
  if (!error) throw new Error("the file was read whole");
  return error;
}

const items = (events: WxrEvent[]) => events.flatMap((e) => (e.kind === "item" ? [e.item] : []));
const byId = (events: WxrEvent[]) => new Map(items(events).map((item) => [item.id, item]));

/** A small export of the given items' XML. */
const wxr = (body: string, { version = "1.2", header = "" } = {}) => `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:excerpt="http://wordpress.org/export/${version}/excerpt/" xmlns:wp="http://wordpress.org/export/${version}/">
<channel>
  <title>Тест</title><link>https://example.bg</link>${header}
  <wp:wxr_version>${version}</wp:wxr_version>
  <wp:base_site_url>https://example.bg</wp:base_site_url>
  <wp:base_blog_url>https://example.bg</wp:base_blog_url>
${body}
</channel>
</rss>
`;
const post = (id: number, content = "<p>Текст</p>") =>
  `<item><title><![CDATA[Статия ${id}]]></title><wp:post_id>${id}</wp:post_id><wp:post_type>post</wp:post_type>` +
  `<wp:status>publish</wp:status><content:encoded><![CDATA[${content}]]></content:encoded></item>\n`;

describe("readWxr: a WordPress 6 export (WXR 1.2)", () => {
  it("hands over the site first, then the authors, terms and items as the file has them", async () => {
    const events = await readAll(full);
    expect(events.map((e) => e.kind)).toEqual([
      "site",
      ...Array<string>(3).fill("author"),
      ...Array<string>(8).fill("term"),
      ...Array<string>(11).fill("item"),
    ]);
    expect(items(events).map((item) => item.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]);
  });

  it("reads the channel's own title and link, not the site icon's", async () => {
    const [site] = await readAll(full);
    expect(site).toEqual({
      kind: "site",
      site: {
        title: "Вести от Родопите",
        link: "https://vesti-rodopi.example.bg",
        baseSiteUrl: "https://vesti-rodopi.example.bg",
        baseBlogUrl: "https://vesti-rodopi.example.bg",
        wxrVersion: "1.2",
        language: "bg-BG",
      },
    });
  });

  it("reads the authors", async () => {
    const authors = (await readAll(full)).flatMap((e) => (e.kind === "author" ? [e.author] : []));
    expect(authors).toEqual([
      {
        id: 1,
        login: "admin",
        email: "redakcia@vesti-rodopi.example.bg",
        displayName: "Редакция",
        firstName: "",
        lastName: "",
      },
      {
        id: 2,
        login: "ivana.petrova",
        email: "ivana@vesti-rodopi.example.bg",
        displayName: "Ивана Петрова",
        firstName: "Ивана",
        lastName: "Петрова",
      },
      {
        id: 5,
        login: "georgi",
        email: "georgi.dimitrov@example.com",
        displayName: "Георги Димитров",
        firstName: "Георги",
        lastName: "Димитров",
      },
    ]);
  });

  it("reads categories with their parents' slugs and tags, decoding Cyrillic slugs; other taxonomies are left out", async () => {
    const terms = (await readAll(full)).flatMap((e) => (e.kind === "term" ? [e.term] : []));
    const term = (
      kind: "category" | "tag",
      id: number,
      slug: string,
      name: string,
      parentSlug: string | null = null,
    ) => ({
      kind,
      id,
      slug,
      name,
      parentSlug,
      description: "",
    });
    expect(terms).toEqual([
      term("category", 1, "без-категория", "Без категория"),
      term("category", 2, "новини", "Новини"),
      { ...term("category", 3, "политика", "Политика", "новини"), description: "Местна и национална политика" },
      term("category", 4, "община", "Община", "политика"),
      term("category", 6, "sport", "Спорт"),
      term("tag", 7, "избори", "избори"),
      { ...term("tag", 8, "смолян", "Смолян"), description: "Всичко за град Смолян" },
      term("category", 10, "нов-кмет", "Нов кмет", "община"),
    ]);
  });

  it("reads a published post whole: its text around a split ]]>, terms, first meta values and threaded comments", async () => {
    const item = byId(await readAll(full)).get(101)!;
    const slug = "общинският-съвет-прие-бюджета-за-2024-г";
    expect(item).toMatchObject({
      id: 101,
      type: "post",
      status: "publish",
      title: "Общинският съвет прие бюджета за 2024 г.",
      link: `https://vesti-rodopi.example.bg/2024/03/15/${encodeURIComponent(slug).toLowerCase()}/`,
      guid: "https://vesti-rodopi.example.bg/?p=101",
      slug,
      creator: "ivana.petrova",
      excerpt: "Бюджетът е с 8% по-голям от миналогодишния.",
      postDate: "2024-03-15 09:30:00",
      postDateGmt: new Date("2024-03-15T07:30:00Z"),
      parentId: null,
      attachmentUrl: null,
      terms: [
        { domain: "post_tag", slug: "избори", name: "избори" },
        { domain: "category", slug: "община", name: "Община" },
        { domain: "category", slug: "политика", name: "Политика" },
        { domain: "post_tag", slug: "смолян", name: "Смолян" },
      ],
    });
    expect(item.content).toContain("<p>Общинският съвет в Смолян прие бюджета за 2024 г. с 27 гласа „за“.</p>");
    expect(item.content).toContain("<code>if (a[b[0]]> 1) { return; }</code>");
    expect(item.content.startsWith("<!-- wp:paragraph -->")).toBe(true);
    // The first of two _thumbnail_id values, as WordPress's get_post_meta($id, $key, true) reads.
    expect({ ...item.meta }).toEqual({ _edit_last: "2", _thumbnail_id: "104" });
    expect(item.comments.map((c) => [c.id, c.parentId, c.approved, c.type, c.userId])).toEqual([
      [21, null, "1", "comment", null],
      [22, 21, "1", "comment", 2],
      [23, 22, "0", "comment", null],
      [24, null, "spam", "comment", null],
      [25, 21, "trash", "comment", null],
      [26, null, "1", "pingback", null],
    ]);
    expect(item.comments[0]).toEqual({
      id: 21,
      parentId: null,
      author: "Петър Иванов",
      authorEmail: "petar@example.com",
      authorUrl: "https://petar.example.com",
      authorIp: "203.0.113.7",
      dateGmt: new Date("2024-03-15T08:12:45Z"),
      date: "2024-03-15 10:12:45",
      content: "Най-после! А за ремонта на моста има ли пари?",
      approved: "1",
      type: "comment",
      userId: null,
    });
    expect(item.comments[2]).toMatchObject({ authorEmail: null, authorUrl: null, authorIp: "2001:db8::5" });
    expect(item.comments[3]?.authorUrl).toBe("http://spam.example/?a=1&b=2");
    expect(item.comments[5]?.content).toBe(
      "[…] Общинският съвет прие бюджета, съобщават от &#8222;Вести от Родопите&#8220; […]".replaceAll("…", "&#8230;"),
    );
  });

  it("reads posts in every status, a page, attachments and a menu item", async () => {
    const all = byId(await readAll(full));
    const summary = (item: WxrItem) => [item.type, item.status, item.slug, item.postDateGmt?.toISOString() ?? null];
    expect([...all.values()].map(summary)).toEqual([
      ["post", "publish", "общинският-съвет-прие-бюджета-за-2024-г", "2024-03-15T07:30:00.000Z"],
      ["post", "future", "ремонтът-на-моста-започва-през-май", "2024-05-01T05:00:00.000Z"],
      ["post", "draft", "", null],
      ["attachment", "inherit", "сесия-на-общинския-съвет", "2024-03-15T07:25:10.000Z"],
      ["post", "pending", "nov-pazar-v-kvartal-ustovo", null],
      ["post", "private", "belezhki", "2024-02-01T08:00:00.000Z"],
      ["post", "trash", "тайната-вечеря__trashed", "2024-02-10T18:00:00.000Z"],
      ["page", "publish", "за-нас", "2023-01-01T10:00:00.000Z"],
      ["attachment", "inherit", "logo-vesti", "2023-01-01T09:00:00.000Z"],
      ["post", "publish", "tseni-100%-rast", "2024-03-01T06:00:00.000Z"],
      ["nav_menu_item", "publish", "nachalo", "2023-01-01T10:05:00.000Z"],
    ]);
    expect(all.get(103)?.postDate).toBe("2024-03-20 14:03:11");
    expect(all.get(104)).toMatchObject({
      parentId: 101,
      attachmentUrl: "https://vesti-rodopi.example.bg/wp-content/uploads/2024/03/sesia.jpg",
      excerpt: "Общинските съветници по време на сесията",
      meta: { _wp_attached_file: "2024/03/sesia.jpg", _wp_attachment_image_alt: "Залата на общинския съвет в Смолян" },
    });
    expect(all.get(109)).toMatchObject({ parentId: null, attachmentUrl: expect.stringMatching(/logo-vesti\.png$/) });
    expect(all.get(108)?.content).toBe("<h2>Кои сме ние</h2>\n<p>„Вести от Родопите“ е независим регионален сайт.</p>");
    expect(all.get(111)?.terms).toEqual([{ domain: "nav_menu", slug: "glavno-menyu", name: "Главно меню" }]);
  });

  it("reads text written with entities, alone or beside CDATA, and keeps a slug with a bad escape as written", async () => {
    const item = byId(await readAll(full)).get(110)!;
    expect(item.title).toBe("Цени & заплати: „ръст“ от <5%> през 2024 г.");
    expect(item.content).toBe("<p>Инфлацията е 4,9\u00a0%.</p>");
    expect(item.slug).toBe("tseni-100%-rast");
  });

  it("reads the same whatever the chunks, a character's bytes split between them", async () => {
    const whole = await readAll(full);
    for (const sizes of [[1], [7], [2, 3, 5, 7, 11, 13]]) expect(await readAll(full, sizes)).toEqual(whole);
  });

  it("tells the bytes read as it goes, up to the file's size", async () => {
    const seen: number[] = [];
    for await (const _ of readWxr(stream(full, [4096]), { onBytes: (n) => seen.push(n) })) {
      // read through
    }
    expect(seen.length).toBe(Math.ceil(full.length / 4096));
    expect(seen.at(-1)).toBe(full.length);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

describe("reading WXR fields", () => {
  it("reads GMT dates as UTC; all zeros, empty or impossible ones are null", () => {
    expect(parseGmtDate("2019-05-04 10:20:30")).toEqual(new Date("2019-05-04T10:20:30Z"));
    expect(parseGmtDate(" 2024-02-29 23:59:59 ")).toEqual(new Date("2024-02-29T23:59:59Z"));
    for (const text of ["0000-00-00 00:00:00", "", "2019-02-31 10:00:00", "2019-05-04T10:20:30", "вчера"]) {
      expect(parseGmtDate(text)).toBeNull();
    }
  });

  it("decodes slugs, keeping one with a bad escape as written", () => {
    expect(decodeSlug("%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8")).toBe("новини");
    expect(decodeSlug("%D0%BD-2024")).toBe("н-2024");
    expect(decodeSlug("100%-rast")).toBe("100%-rast");
    expect(decodeSlug("%d0")).toBe("%d0");
  });

  it("reads ids as positive whole numbers, 0 and anything else as none", () => {
    expect(parseId(" 12 ")).toBe(12);
    for (const text of ["0", "", "-3", "1.5", "12a", "9".repeat(20)]) expect(parseId(text)).toBeNull();
  });
});

describe("readWxr: older exports", () => {
  it("reads WXR 1.0 (WordPress 2.x): no authors or term ids, a tag's domain called 'tag', terms written twice", async () => {
    const events = await readAll(fixture("export-1.0.xml"));
    expect(events[0]).toEqual({
      kind: "site",
      site: {
        title: "Блогът на Мария",
        link: "http://maria.example.net",
        baseSiteUrl: "http://maria.example.net",
        baseBlogUrl: "http://maria.example.net",
        wxrVersion: "1.0",
        language: "bg",
      },
    });
    expect(events.filter((e) => e.kind === "term")).toEqual([
      {
        kind: "term",
        term: { kind: "category", id: null, slug: "пътувания", name: "Пътувания", parentSlug: null, description: "" },
      },
      {
        kind: "term",
        term: { kind: "category", id: null, slug: "снимки", name: "Снимки", parentSlug: "пътувания", description: "" },
      },
      { kind: "term", term: { kind: "tag", id: null, slug: "море", name: "море", parentSlug: null, description: "" } },
    ]);
    const [post, page] = items(events);
    expect(post).toMatchObject({
      id: 12,
      type: "post",
      title: "Лято в Созопол – ден първи",
      slug: "лято-в-созопол",
      creator: "maria",
      postDateGmt: new Date("2009-08-01T09:00:00Z"),
      terms: [
        { domain: "category", slug: "снимки", name: "Снимки" },
        { domain: "post_tag", slug: "море", name: "море" },
      ],
    });
    expect(post?.comments).toMatchObject([
      { id: 3, author: "Иван", type: "", approved: "1", content: "Страхотни снимки!" },
    ]);
    expect(page).toMatchObject({ id: 2, type: "page", slug: "about", content: "Казвам се Мария и обичам да пътувам." });
  });

  it("reads WXR 1.1 (WordPress 3.x): authors, term ids, an attachment, a blog apart from the site", async () => {
    const events = await readAll(fixture("export-1.1.xml"));
    expect(events.map((e) => e.kind)).toEqual(["site", "author", "term", "term", "item", "item"]);
    expect(events[0]).toMatchObject({
      site: { wxrVersion: "1.1", baseBlogUrl: "http://velo-rodopi.example.org/blog" },
    });
    expect(events[1]).toMatchObject({ author: { id: 1, login: "stefan", displayName: "Стефан Колев" } });
    const [post, attachment] = items(events);
    expect(post).toMatchObject({ id: 40, slug: "с-колело-из-родопите", meta: { _thumbnail_id: "41" } });
    expect(post?.content).toBe('Тръгнахме от Смолян в 7 ч. [gallery ids="41"]');
    expect(attachment).toMatchObject({
      id: 41,
      type: "attachment",
      parentId: 40,
      attachmentUrl: "http://velo-rodopi.example.org/blog/wp-content/uploads/2012/10/perelik.jpg",
    });
  });

  it("knows elements by their namespace, whatever the prefix", async () => {
    const original = fixture("export-1.1.xml").toString();
    const renamed = original
      .replace(/(<\/?|xmlns:)wp([:=])/g, "$1wordpress$2")
      .replace(/(<\/?|xmlns:)content([:=])/g, "$1c$2")
      .replace(/(<\/?|xmlns:)dc([:=])/g, "$1dublin$2");
    expect(renamed).not.toContain("<wp:");
    expect(await readAll(renamed)).toEqual(await readAll(original));
    // The right prefix of a foreign namespace is nothing to the reader.
    const foreign = original.replace(
      'xmlns:wp="http://wordpress.org/export/1.1/"',
      'xmlns:wp="http://example.com/wp/"',
    );
    expect((await refusal(foreign)).code).toBe("not-wxr");
  });

  it("skips elements of prefixes a plugin never declared, as WordPress's importer does", async () => {
    const events = await readAll(wxr(post(1).replace("<wp:status>", "<media:thumbnail url='x.jpg'/><wp:status>")));
    expect(items(events)).toMatchObject([{ id: 1, status: "publish" }]);
  });
});

describe("readWxr: files it refuses", () => {
  const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss><channel><title>&lol9;</title></channel></rss>`;

  it("refuses a DOCTYPE of entities (billion laughs) at once, reading no further", async () => {
    const error = await refusal(billionLaughs);
    expect(error).toMatchObject({ code: "doctype", line: 2 });
    expect(error.message).toMatch(/^The file has a <!DOCTYPE>.*\(line 2, column \d+\)\.$/);

    // A DTD that never ends: only its first chunks are ever pulled.
    let pulled = 0;
    function* endless() {
      yield Buffer.from('<?xml version="1.0"?>\n<!DOCTYPE lolz [\n');
      for (let i = 0; ; i++) {
        pulled++;
        yield Buffer.from(`<!ENTITY lol${i + 1} "&lol${i};&lol${i};&lol${i};&lol${i};&lol${i};">\n`.repeat(100));
      }
    }
    const { error: endlessError } = await read(Readable.from(endless(), { highWaterMark: 1 }));
    expect(endlessError?.code).toBe("doctype");
    expect(pulled).toBeLessThanOrEqual(3);
  });

  it("refuses an external entity, and a DOCTYPE split between chunks or in lower case", async () => {
    const xxe = wxr(post(1))
      .replace("<rss", '<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<rss')
      .replace("<title>Тест</title>", "<title>&xxe;</title>");
    expect((await refusal(xxe)).code).toBe("doctype");
    const { error } = await read(stream(xxe, [1]));
    expect(error?.code).toBe("doctype");
    expect((await refusal('<?xml version="1.0"?><!doctype rss><rss/>')).code).toBe("doctype");
  });

  it("reads a post that quotes a DOCTYPE in its text: only one before the root element is refused", async () => {
    const html = "<!DOCTYPE html>\n<html><body><p>Пример</p></body></html>";
    for (const sizes of [[64 * 1024], [5]]) {
      const events = await readAll(wxr(post(1, html)), sizes);
      expect(items(events)[0]?.content).toBe(html);
    }
  });

  it("refuses an entity XML does not define, with its line", async () => {
    const error = await refusal(wxr(post(1).replace("<title>", "<title>Цени&nbsp;")));
    expect(error).toMatchObject({ code: "malformed", line: 9 });
    expect(error.message).toMatch(/^The file is not well-formed XML: undefined entity \(line 9, column \d+\)\.$/);
    expect((await refusal(wxr(post(1).replace("</title>", "&foo;</title>")))).code).toBe("malformed");
  });

  it("refuses mismatched tags and a bad character", async () => {
    expect((await refusal(wxr(post(1).replace("</wp:post_id>", "</wp:post_type>")))).code).toBe("malformed");
    expect((await refusal(wxr(post(1).replace("Текст", "Те\u0001кст")))).code).toBe("malformed");
  });

  it("hands over what came before a cut, then says the file is cut", async () => {
    const cut = full.subarray(0, full.indexOf("<wp:post_id>105"));
    const { events, error } = await read(stream(cut, [1000]));
    expect(items(events).map((item) => item.id)).toEqual([101, 102, 103, 104]);
    expect(error?.code).toBe("truncated");
    expect(error?.message).toMatch(/^The file ends before its last element \(line \d+, column \d+\)\.$/);
    // Cut inside a character, or inside the header.
    const title = full.indexOf("Общинският");
    expect((await refusal(full.subarray(0, title + 1))).code).toBe("truncated");
    expect((await refusal(full.subarray(0, full.indexOf("<rss")))).code).toBe("truncated");
    expect((await refusal(full.subarray(0, full.indexOf("<rss") + 20))).code).toBe("truncated");
  });

  it("refuses an RSS feed, an HTML page and other XML: not a WordPress export", async () => {
    const feed = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel><title>Новини</title><link>https://example.bg</link>
<item><title>Статия</title><link>https://example.bg/1</link><content:encoded><![CDATA[<p>Текст</p>]]></content:encoded></item>
</channel></rss>`;
    const error = await refusal(feed);
    expect(error).toMatchObject({ code: "not-wxr", line: 4 });
    expect((await refusal(feed.replace(/<item>.*<\/item>/, ""))).code).toBe("not-wxr");
    expect((await refusal('<?xml version="1.0"?><rss version="2.0"></rss>')).code).toBe("not-wxr");
    expect((await refusal('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>Здравей</p></body></html>')).code).toBe(
      "not-wxr",
    );
    expect((await refusal('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>')).code).toBe("not-wxr");
    // An HTML page begins with a DOCTYPE: refused as one, before anything else is read.
    expect((await refusal("<!DOCTYPE html>\n<html><head><title>Износ</title></head></html>")).code).toBe("doctype");
    // A channel of a WordPress export without its base address.
    expect((await refusal(wxr(post(1)).replace(/<wp:base_site_url>.*<\/wp:base_site_url>/, ""))).code).toBe("not-wxr");
  });

  it("refuses an empty file, white space and text as malformed", async () => {
    expect(await refusal("")).toMatchObject({
      code: "malformed",
      message: expect.stringMatching(/^The file is empty/),
    });
    expect((await refusal("  \n\t\n")).code).toBe("malformed");
    expect((await refusal("Hello, WordPress!")).code).toBe("malformed");
    expect((await refusal("\ufeff")).code).toBe("malformed");
  });

  it("refuses binary bytes and an encoding other than UTF-8, saying so", async () => {
    let seed = 33;
    const random = Buffer.from(
      Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23),
    );
    expect((await refusal(random)).code).toBe("malformed");
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), random]);
    expect((await refusal(png)).code).toBe("malformed");

    const cp1251 = Buffer.from(
      wxr(post(1))
        .replace("UTF-8", "windows-1251")
        .replace(/[а-яА-Я]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x350)),
      "latin1",
    );
    const error = await refusal(cp1251);
    expect(error.code).toBe("malformed");
    expect(error.message).toMatch(/declares the encoding windows-1251/);
    // Declared, though every character happens to be ASCII.
    expect((await refusal('<?xml version="1.0" encoding="ISO-8859-1"?><rss/>')).message).toMatch(/ISO-8859-1/);
    expect((await refusal(Buffer.from("\ufeff<rss/>", "utf16le"))).message).toMatch(/not UTF-8/);
  });

  it("refuses a WXR version it does not know", async () => {
    const error = await refusal(wxr(post(1), { version: "1.3" }));
    expect(error.code).toBe("unsupported-version");
    expect(error.message).toMatch(/WXR version "1\.3" is not supported/);
    expect((await refusal(wxr(post(1)).replace(">1.2</wp:wxr_version>", ">2.0</wp:wxr_version>"))).code).toBe(
      "unsupported-version",
    );
  });

  it("refuses an element's text over the limit, however it is written", async () => {
    const maxTextChars = 100;
    const long = "я".repeat(101);
    expect(await refusal(wxr(post(1, long)), { maxTextChars })).toMatchObject({ code: "too-large", line: 9 });
    expect((await readAll(wxr(post(1, "я".repeat(100))))).length).toBe(2);
    const cdatas = post(1).replace("<![CDATA[<p>Текст</p>]]>", "<![CDATA[я]]>".repeat(60) + "я&amp;".repeat(30));
    expect((await refusal(wxr(cdatas), { maxTextChars })).code).toBe("too-large");
  });

  it("stops at an endless text the reader does not keep, without gathering it", async () => {
    let pulled = 0;
    function* endless() {
      yield Buffer.from(wxr(post(1)).split("</channel>")[0]! + "<description>");
      for (;;) {
        pulled++;
        yield Buffer.from("Безкрай ".repeat(128));
      }
    }
    const { events, error } = await read(Readable.from(endless(), { highWaterMark: 1 }), { maxTextChars: 10_000 });
    expect(error?.code).toBe("too-large");
    expect(items(events)).toHaveLength(1);
    expect(pulled * 1024).toBeLessThan(40_000);
  });

  it("refuses an item or comment without its id", async () => {
    expect((await refusal(wxr(post(1).replace("<wp:post_id>1</wp:post_id>", "")))).code).toBe("malformed");
    const comment = "<wp:comment><wp:comment_content>Без номер</wp:comment_content></wp:comment></item>";
    expect((await refusal(wxr(post(1).replace("</item>", comment)))).code).toBe("malformed");
  });

  it("has a Bulgarian text for every error, with the line where it helps", () => {
    expectTypeOf<WxrErrorTextCode>().toEqualTypeOf<WxrErrorCode>();
    const codes: WxrErrorCode[] = ["malformed", "truncated", "not-wxr", "unsupported-version", "doctype", "too-large"];
    for (const code of codes) expect(wxrErrorText(code)).toMatch(/^[А-Я].*\p{Script=Cyrillic}.*\.$/u);
    expect(wxrErrorText("malformed", 1204)).toMatch(/ред 1204 от файла\.$/);
    expect(wxrErrorText("truncated", 3)).toBe(wxrErrorText("truncated"));
    expect(wxrErrorText("doctype")).toContain("<!DOCTYPE>");
  });
});

describe("readWxr: streaming", () => {
  const itemCount = 20_000;
  const paragraph = "<p>Жителите на Смолян обсъждат новия бюджет — ще има ли пари за моста? ";

  function* bigExport(): Generator<Buffer> {
    const [head, tail] = wxr("@").split("@") as [string, string];
    yield Buffer.from(head);
    for (let id = 1; id <= itemCount; id++) {
      yield Buffer.from(post(id, `${paragraph.repeat(20)}№${id}</p>`));
    }
    yield Buffer.from(tail);
  }

  /** The source in chunks of odd sizes, some of 7 bytes; counts the chunks that split a character. */
  function* oddChunks(source: Iterable<Buffer>, counter: { split: number; bytes: number }) {
    const sizes = [7, 4093, 7, 7, 16_381, 13, 1021, 7];
    let pending = Buffer.alloc(0);
    let i = 0;
    for (const part of source) {
      pending = Buffer.concat([pending, part]);
      for (let size = sizes[i % sizes.length]!; pending.length >= size; size = sizes[i % sizes.length]!) {
        if ((pending[size]! & 0xc0) === 0x80) counter.split++;
        counter.bytes += size;
        yield pending.subarray(0, size);
        pending = pending.subarray(size);
        i++;
      }
    }
    counter.bytes += pending.length;
    yield pending;
  }

  it("reads 20 000 items of a few KB each from small chunks of odd sizes", async () => {
    const counter = { split: 0, bytes: 0 };
    let count = 0;
    let expected = 1;
    let bytesRead = 0;
    for await (const event of readWxr(Readable.from(oddChunks(bigExport(), counter)), {
      onBytes: (n) => (bytesRead = n),
    })) {
      if (event.kind !== "item") continue;
      count++;
      const { item } = event;
      if (item.id !== expected++ || item.content !== `${paragraph.repeat(20)}№${item.id}</p>`) {
        throw new Error(`item ${item.id} read wrong`);
      }
    }
    expect(count).toBe(itemCount);
    expect(counter.bytes).toBeGreaterThan(itemCount * 2000);
    expect(bytesRead).toBe(counter.bytes);
    expect(counter.split).toBeGreaterThan(1000);
  }, 20_000);

  it("pulls no more of the file than it has handed over, and lets it go when the reading stops", async () => {
    let bytesRead = 0;
    const input = Readable.from(bigExport(), { highWaterMark: 2 });
    const reader = readWxr(input, { onBytes: (n) => (bytesRead = n) });
    for await (const event of reader) {
      if (event.kind === "item") break;
    }
    expect(bytesRead).toBeLessThan(20_000);
    expect(input.destroyed).toBe(true);
  });
});
