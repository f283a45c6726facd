import type { APIRequestContext, APIResponse } from "@playwright/test";
import { builderTexts } from "#common/messages/journalist.ts";
import { expect } from "../fixtures.ts";

/**
 * Saves an article whose fields carry a payload, its paragraph (the second section) first as
 * `<p>Текст N payload</p>`. A payload with a link an article's text may not hold (`javascript:`,
 * `data:`, `#`; issue 32) is refused with the section named, and the article is saved again with
 * the paragraph's text alone, so every other field still carries the payload.
 */
export async function postPayloadArticle(
  request: APIRequestContext,
  headers: Record<string, string>,
  body: (paragraph: string) => object,
  index: number,
  payload: string,
): Promise<APIResponse> {
  const res = await request.post("/api/journalist/articles", {
    headers,
    data: body(`<p>Текст ${index} ${payload}</p>`),
  });
  if (res.status() !== 400) return res;
  expect((await res.json()).error, payload).toBe(builderTexts.linkRefused(2));
  return request.post("/api/journalist/articles", { headers, data: body(`<p>Текст ${index}</p>`) });
}
