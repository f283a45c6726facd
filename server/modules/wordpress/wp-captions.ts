import { limits } from "#common/limits.ts";

/**
 * Who took the picture, at the end of a caption as Bulgarian newsrooms write it: "… Снимка: БТА",
 * "… (Фото: Иван Петров)", "… | Снимки: Reuters". Not a credit when longer than a credit may be.
 */
const creditAtEnd = /(?:^|(?<=[\s.,;:|–—-]))\(?\s*(?:снимк[аи]|фотографи[яи]|фото|photo)\s*:\s*([^()]+?)\s*\)?\s*$/iu;

/** A caption's text and the credit at its end, if it has one. */
export function withCredit(text: string): { caption: string; credit: string | null } {
  const match = creditAtEnd.exec(text);
  const credit = match?.[1]?.trim();
  if (!match || !credit || credit.length > limits.imageCreditMax) return { caption: text, credit: null };
  const caption = text
    .slice(0, match.index)
    .replace(/[\s|–—-]+$/u, "")
    .trim();
  return { caption, credit };
}
