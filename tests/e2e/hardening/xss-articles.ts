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
