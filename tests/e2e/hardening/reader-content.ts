import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { e2e, expect } from "../fixtures.ts";

/**
 * Content made through the API as the newsroom would make it, for the reader pages' edge cases
 * (issue 29): a journalist of the test's own, their articles, categories, featured choices and
 * readers' comments.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several endpoints
export async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>): Promise<any> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBeLessThan(300);
  return response.json().catch(() => null);
}

export type Newsroom = {
  owner: Record<string, string>;
  writer: Record<string, string>;
  writerName: string;
  imageUrl: string;
};

/** Signs the Owner in and makes an active journalist with the given name, username and bio. */
export async function newsroom(
  request: APIRequestContext,
  journalist: { username: string; name: string; bio?: string },
): Promise<Newsroom> {
  const login = await ok(
    await request.post("/api/admin/auth/login", {
      data: { username: e2e.owner.username, password: e2e.owner.password },
    }),
  );
  const owner = bearer(login.token);
  const password = "reader-edges-password";
  await ok(
    await request.post("/api/admin/users", {
      headers: owner,
      data: { ...journalist, password, status: "Active", role: "Journalist" },
    }),
  );
  const writerLogin = await ok(
    await request.post("/api/journalist/auth/login", { data: { username: journalist.username, password } }),
  );
  const writer = bearer(writerLogin.token);
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#3a6ea5" } })
    .png()
    .toBuffer();
  const imageUrl = (
    await ok(
      await request.post("/api/upload-media", {
        headers: writer,
        multipart: { file: { name: "x.png", mimeType: "image/png", buffer: png } },
      }),
    )
  ).url as string;
  return { owner, writer, writerName: journalist.name, imageUrl };
}

/** Publishes an article with a heading, a paragraph and a picture. */
export async function publishArticle(
  request: APIRequestContext,
  room: Newsroom,
  article: {
    title: string;
    description?: string;
    categories: string[];
    heading?: string;
    paragraph?: string;
    caption?: string;
    credit?: string;
  },
): Promise<number> {
  const { articleId } = await ok(
    await request.post("/api/journalist/articles", {
      headers: room.writer,
      data: {
        title: article.title,
        description: article.description ?? "Кратко описание на статията.",
        thumbnail: room.imageUrl,
        thumbnailAlt: "Синьо поле",
        thumbnailCredit: article.credit ?? "Редакцията",
        categories: article.categories,
        isPublished: true,
        sections: [
          { type: "heading", content: article.heading ?? "Подзаглавие" },
          { type: "paragraph", content: `<p>${article.paragraph ?? "Текст на статията."}</p>` },
          {
            type: "image",
            content: room.imageUrl,
            caption: article.caption ?? "Снимка",
            alt: "Синьо поле",
            credit: article.credit ?? "Редакцията",
          },
        ],
      },
    }),
  );
  return articleId as number;
}

/** A reader's comment (or reply) from a reader cookie of its own, so the per-reader limit never bites. */
export async function postComment(
  request: APIRequestContext,
  articleId: number,
  username: string,
  content: string,
  parentId?: number,
): Promise<number> {
  const reader = `edge${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 22).padEnd(22, "q");
  const posted = await ok(
    await request.post(`/api/articles/${articleId}/comments`, {
      headers: { cookie: `reader=${reader}` },
      data: { username, content, ...(parentId ? { parentId } : {}) },
    }),
  );
  return posted.comment.id as number;
}

/**
 * Where a page spills out of the screen, in words: the document scrolling sideways, or an element
 * whose content is wider than the screen's right edge. Empty when nothing does.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      if (element.closest("[hidden], [aria-hidden='true'], .sr-only, noscript, script, style")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // What a box on the screen clips (the breadcrumb's last item, a repeat of the page's heading) does not widen the page.
      const clipped = (at: HTMLElement | null): boolean =>
        at !== null &&
        at !== document.body &&
        ((getComputedStyle(at).overflowX !== "visible" && at.getBoundingClientRect().right <= width + 1) ||
          clipped(at.parentElement));
      if (box.right > width + 1 && !clipped(element.parentElement)) {
        const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        problems.push(`${element.tagName.toLowerCase()} "${text}" ends at ${Math.round(box.right)} px`);
      }
    }
    return problems.slice(0, 10);
  });
}

/**
 * Headlines that readers can't read whole: clamped or ellipsed by style, or running past a box
 * that hides what overflows it.
 */
export function cutHeadlines(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((headlines) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(headlines)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const text = (element.textContent ?? "").trim().slice(0, 50);
      for (let at: HTMLElement | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "")
          problems.push(`"${text}" is clamped to ${style.webkitLineClamp} lines`);
        if (style.textOverflow === "ellipsis" && style.overflowX !== "visible")
          problems.push(`"${text}" ends in an ellipsis`);
        if (at !== element && style.overflow !== "visible") {
          const frame = at.getBoundingClientRect();
          if (box.bottom > frame.bottom + 1 || box.right > frame.right + 1)
            problems.push(`"${text}" runs out of a box that hides it`);
        }
      }
    }
    return [...new Set(problems)];
  }, selector);
}
