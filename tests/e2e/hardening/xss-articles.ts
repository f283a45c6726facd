import type { APIRequestContext, APIResponse } from "@playwright/test";
import { builderTexts } from "#common/messages/journalist.ts";
import { expect } from "../fixtures.ts";

type Section = { type: string; content: string; caption?: string; alt?: string; credit?: string };
type Article = { sections: Section[] } & Record<string, unknown>;

/** A heading, a paragraph and a picture whose caption, alternative text and credit carry one payload. */
export const payloadSections = (index: number, payload: string, imageUrl: string): Section[] => [
  { type: "heading", content: payload.slice(0, 300) },
  { type: "paragraph", content: `<p>Текст ${index} ${payload}</p>` },
  {
    type: "image",
    content: imageUrl,
    caption: payload.slice(0, 300),
    alt: payload.slice(0, 300).trim() || "x",
    credit: payload.slice(0, 120),
  },
];

/**
 * Saves an article whose fields carry payloads. A paragraph with a link an article's text may not
 * hold (`javascript:`, `data:`, `#`; issue 32) is refused with its section named: that paragraph
 * becomes its text alone and the article is saved again, so every other field still carries its
 * payload.
 */
export async function postPayloadArticle(
  request: APIRequestContext,
  headers: Record<string, string>,
  article: Article,
): Promise<APIResponse> {
  const sections = [...article.sections];
  for (;;) {
    const res = await request.post("/api/journalist/articles", { headers, data: { ...article, sections } });
    if (res.status() !== 400) return res;
    const error = (await res.json()).error as string;
    const position = Number(/секция (\d+)/.exec(error)?.[1]);
    expect(error).toBe(builderTexts.linkRefused(position));
    const refused = sections[position - 1]!;
    expect(refused.type, error).toBe("paragraph");
    sections[position - 1] = { ...refused, content: `<p>${refused.content.match(/^<p>(Текст \d+)/)![1]}</p>` };
  }
}

/**
 * Posts a comment whose name and text carry a payload, from a reader cookie of its own. The
 * reader site's address limit (limits.comment.address) is shared by every suite of the project:
 * when this minute's comments are used up, it waits the minute out as the answer asks, once.
 */
export async function postPayloadComment(
  request: APIRequestContext,
  articleId: number,
  reader: string,
  payload: string,
): Promise<void> {
  const post = () =>
    request.post(`/api/articles/${articleId}/comments`, {
      headers: { cookie: `reader=${reader.padEnd(22, "q")}` },
      data: { username: payload.slice(0, 50).trim() || "x", content: payload.slice(0, 2000) },
    });
  let res = await post();
  if (res.status() === 429) {
    await new Promise((resolve) => setTimeout(resolve, (Number(res.headers()["retry-after"] ?? 60) + 1) * 1000));
    res = await post();
  }
  expect(res.status(), await res.text()).toBe(201);
}
