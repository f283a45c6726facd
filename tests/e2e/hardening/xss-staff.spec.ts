import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { e2e, expect, signIn, test } from "../fixtures.ts";
import { payloadSections, postPayloadArticle, postPayloadComment } from "./xss-articles.ts";
import { xssPayloads } from "./xss-payloads.ts";
import { injectedMarkup, touchThePage, watchDialogs } from "./xss-watch.ts";

/**
 * The staff side of issue 6, point 3: payloads stored in every field the journalist workspace and
 * the admin back-office show (article titles, descriptions, headings, paragraph HTML, captions,
 * pictures' alternative texts and credits, category names, staff names and biographies, comment
 * names and texts, a publisher's page, audit details from failed logins and writes) and opened on
 * every staff screen, the builder's editor and preview included, and in the audit CSV: nothing
 * runs, no markup from a payload reaches the page.
 */

test.describe.configure({ mode: "serial", timeout: 600_000 });

const password = "xss-staff-password";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several endpoints
async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<any> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json().catch(() => null);
}

type Stored = { writer: string; articles: number[]; collected: number[]; commented: number };

const payloadsPerEditor = 10;

async function storePayloads(request: APIRequestContext): Promise<Stored> {
  const login = await request.post("/api/admin/auth/login", {
    data: { username: e2e.owner.username, password: e2e.owner.password },
  });
  const owner = bearer((await login.json()).token);
  const suffix = Date.now().toString(36);

  // Staff names: a journalist (the writer) and an administrator.
  const writer = `xss.staff.${suffix}`;
  await ok(
    await request.post("/api/admin/users", {
      headers: owner,
      data: {
        username: writer,
        password,
        name: xssPayloads[9]!.slice(0, 100),
        bio: xssPayloads.slice(10).join(" ").slice(0, 600),
        status: "Active",
        role: "Journalist",
      },
    }),
  );
  // A publisher's page, for its editor in the admin panel.
  await ok(
    await request.put("/api/admin/site-pages/kontakti", {
      headers: owner,
      data: {
        title: `Контакти ${xssPayloads[4]}`.slice(0, 120),
        body: xssPayloads
          .map((payload) => `<h3>${payload}</h3><ul><li><a href="${payload}">${payload}</a></li></ul>`)
          .join(""),
      },
    }),
  );
  await ok(
    await request.post("/api/admin/users", {
      headers: owner,
      data: {
        username: `xss.admin.${suffix}`,
        password,
        name: xssPayloads[17]!.slice(0, 100),
        status: "Active",
        role: "Admin",
      },
    }),
  );
  const writerAuth = bearer(
    (await (await request.post("/api/journalist/auth/login", { data: { username: writer, password } })).json()).token,
  );

  // Failed logins under payload names: the audit log shows the name and the details.
  for (const payload of xssPayloads.filter((p) => p.trim().length <= 50).slice(0, 4)) {
    const res = await request.post("/api/admin/auth/login", { data: { username: payload, password: "wrong" } });
    expect([400, 401]).toContain(res.status());
  }

  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#06c" } })
    .png()
    .toBuffer();
  const imageUrl = (
    await ok(
      await request.post("/api/upload-media", {
        headers: writerAuth,
        multipart: { file: { name: "x.png", mimeType: "image/png", buffer: png } },
      }),
    )
  ).url as string;

  const categories: string[] = [];
  for (const payload of xssPayloads.filter((p) => p.trim().length <= 60).slice(20, 30)) {
    const res = await request.post("/api/admin/categories", { headers: owner, data: { name: payload } });
    if (res.status() === 201) categories.push(payload.trim());
  }

  const articles: number[] = [];
  for (const [i, payload] of xssPayloads.entries()) {
    const { articleId } = await ok(
      await postPayloadArticle(request, writerAuth, {
        title: `XSS персонал ${i} ${payload}`.slice(0, 300),
        description: payload.slice(0, 500),
        thumbnail: imageUrl,
        thumbnailAlt: payload.slice(0, 300).trim() || "x",
        thumbnailCredit: payload.slice(0, 120),
        categories: [categories[i % categories.length]!],
        sections: payloadSections(i, payload, imageUrl),
      }),
    );
    articles.push(articleId);
  }
  // The editor is opened once per article: these carry every payload in their sections, ten
  // payloads an article, so that it opens ten times rather than once per payload.
  const collected: number[] = [];
  for (let first = 0; first < xssPayloads.length; first += payloadsPerEditor) {
    const group = xssPayloads.slice(first, first + payloadsPerEditor);
    const { articleId } = await ok(
      await postPayloadArticle(request, writerAuth, {
        title: `XSS персонал сбор ${first} ${group.join(" ")}`.slice(0, 300),
        description: group.join(" ").slice(0, 500),
        thumbnail: imageUrl,
        thumbnailAlt: group.join(" ").slice(0, 300),
        thumbnailCredit: group.join(" ").slice(0, 120),
        categories: [categories[first % categories.length]!],
        sections: group.flatMap((payload, i) => payloadSections(first + i, payload, imageUrl)),
      }),
    );
    collected.push(articleId);
  }

  // Writes whose audit details carry a title: hide and show one article again; featured choices.
  await ok(
    await request.patch(`/api/admin/articles/${articles[0]}/status`, { headers: owner, data: { isPublished: false } }),
  );
  await ok(
    await request.patch(`/api/admin/articles/${articles[0]}/status`, { headers: owner, data: { isPublished: true } }),
  );
  await ok(
    await request.post("/api/admin/featured-articles", {
      headers: owner,
      data: { popularArticles: articles.slice(0, 3), secondaryArticles: articles.slice(3, 7) },
    }),
  );

  // Comments under payload names.
  const commented = articles[1]!;
  for (const [i, payload] of xssPayloads.slice(0, 5).entries()) {
    await postPayloadComment(request, commented, `xssstaff${i}`, payload);
  }
  return { writer, articles, collected, commented };
}

/** Opens each screen (and runs what it does there), collecting anything a payload put on the page. */
async function visit(page: Page, screens: [string, (page: Page) => Promise<void>][]): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, act] of screens) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await act(page);
    await touchThePage(page);
    const found = await injectedMarkup(page);
    if (found.length) problems.push(`${path}: ${found.join(", ")}`);
  }
  return problems;
}

async function signedIn(browser: Browser, door: "/login" | "/admin/login", username: string, secret: string) {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && !/Failed to load resource/.test(m.text()) && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await signIn(page, door, username, secret);
  await expect(page).toHaveURL(door === "/login" ? /\/journalist\// : /\/admin$/, { timeout: 60_000 });
  return { page, errors, dialogs: watchDialogs(page) };
}

/** The fields of an RFC 4180 text (quoted fields with doubled quotes, CRLF between records). */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quoted field");
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
    } else {
      const end = text.slice(i).search(/,|\r\n/);
      cell = end < 0 ? text.slice(i) : text.slice(i, i + end);
      i += cell.length;
    }
    cells.push(cell);
    if (text[i] === ",") i++;
    else if (text.startsWith("\r\n", i)) i += 2;
  }
  return cells;
}

let stored: Stored;

test("stored payloads never run on the admin screens, nor in the audit CSV", async ({ browser, request }) => {
  stored = await storePayloads(request);
  const { page, errors, dialogs } = await signedIn(browser, "/admin/login", e2e.owner.username, e2e.owner.password);
  const settle = (text: RegExp | string) => async (p: Page) =>
    void (await expect(p.getByText(text).filter({ visible: true }).first()).toBeVisible());
  const screens: [string, (page: Page) => Promise<void>][] = [
    ["/admin", settle(/XSS персонал|Публикувана|Published/)],
    ["/admin/articles?search=XSS%20персонал", settle(/XSS персонал/)],
    ["/admin/articles?search=XSS%20персонал&page=5", settle(/XSS персонал/)],
    [
      `/admin/articles/${stored.commented}/comments`,
      async (p) => void (await expect(p.getByRole("dialog")).toBeVisible()),
    ],
    // The moderation queue shows every comment's name, text and article title (issue 22).
    [
      `/admin/comments?tab=all&article=${stored.commented}`,
      async (p) => void (await expect(p.getByRole("article").first()).toBeVisible()),
    ],
    ["/admin/featured-articles", settle(/XSS персонал/)],
    ["/admin/categories", async (p) => void (await expect(p.getByTestId("category-row").first()).toBeVisible())],
    ["/admin/journalists", settle(stored.writer)],
    [
      "/admin/journalists",
      async (p) => {
        // The edit form, with the biography (issue 21).
        await p
          .getByRole("button", { name: `Редактирай: ${stored.writer}` })
          .filter({ visible: true })
          .first()
          .click();
        await expect(p.getByRole("dialog").getByLabel("Кратко представяне")).toBeVisible();
      },
    ],
    ["/admin/admins", settle(/xss\.admin\./)],
    ["/admin/site-pages", settle(/Контакти/)],
    [
      "/admin/site-pages/kontakti",
      async (p) => void (await expect(p.getByRole("textbox", { name: "Съдържание" })).toBeVisible()),
    ],
    // Last: the export below is the audit screen's button.
    ["/admin/audit-logs", settle(/LOGIN_FAILED/)],
  ];
  const problems = await visit(page, screens);

  // The audit CSV, as an Owner downloads it from the screen: data, never a page.
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const csv = await request.get("/api/admin/audit-logs/export.csv", { headers: bearer(token!) });
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="audit_logs_\d{4}-\d{2}-\d{2}\.csv"/);
  expect(csv.headers()["x-content-type-options"]).toBe("nosniff");
  const text = await csv.text();
  expect(text).toContain("XSS персонал");
  // A cell never starts with a formula character (=, +, -, @) that a spreadsheet would run.
  const cells = csvCells(text.replace(/^\uFEFF/, ""));
  expect(cells.length).toBeGreaterThan(xssPayloads.length);
  for (const cell of cells) expect(cell, cell).not.toMatch(/^[=+\-@]/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit_logs_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile((await download.path())!, "utf8")).toContain("XSS персонал");

  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  console.log(`xss (admin): ${xssPayloads.length} payloads, ${screens.length} screens and the audit CSV, nothing ran`);
});

test("stored payloads never run in the journalist workspace, the builder's editor and preview included", async ({
  browser,
}) => {
  const { page, errors, dialogs } = await signedIn(browser, "/login", stored.writer, password);
  const screens: [string, (page: Page) => Promise<void>][] = [
    [
      "/journalist/dashboard",
      async (p) => void (await expect(p.getByRole("region", { name: "Последни статии" })).toBeVisible()),
    ],
    [
      "/journalist/articles",
      async (p) =>
        void (await expect(p.getByText(`${stored.articles.length + stored.collected.length} статии`)).toBeVisible()),
    ],
    [
      "/journalist/articles",
      async (p) => {
        await p.getByRole("button", { name: "Мрежа" }).click();
        await expect(p.getByRole("button", { name: "Мрежа" })).toHaveAttribute("aria-pressed", "true");
      },
    ],
    // Every payload through the editor: headings, Tiptap's paragraphs, pictures' captions,
    // alternative texts and credits (and the title and description, as many as fit there); then
    // the preview, which renders the paragraph HTML as the article page does.
    ...stored.collected.map((id): [string, (page: Page) => Promise<void>] => [
      `/journalist/edit/${id}`,
      async (p) => {
        // A budget for a busy machine: the builder's script once took 6 s to start (load 14 on 2 cores).
        await expect(p.getByLabel("Заглавие", { exact: true })).toHaveValue(/^XSS персонал/, { timeout: 30_000 });
        await touchThePage(p);
        const found = await injectedMarkup(p);
        if (found.length) throw new Error(`editor of ${id}: ${found.join(", ")}`);
        await p.getByRole("button", { name: "Преглед" }).click();
        await expect(p.locator("article h2").first()).toBeVisible();
      },
    ]),
  ];
  const problems = await visit(page, screens);
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  console.log(
    `xss (journalist): ${xssPayloads.length} payloads, ${screens.length} screens (every payload in the editor and its preview), nothing ran`,
  );
});
