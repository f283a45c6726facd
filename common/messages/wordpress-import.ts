/**
 * Importing a WordPress archive (issue 33).
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */
import { wordpressImportLimits } from "../limits.ts";

const millionChars = Math.floor(wordpressImportLimits.maxTextChars / 1_000_000);

/** Why an export file can't be read, by the reader's error code (`WxrErrorCode`, server/modules/wordpress/wxr-types.ts). */
export const wxrErrorTexts = {
  malformed:
    "Файлът не е правилен XML: вероятно е повреден, не е записан в кодиране UTF-8 или изобщо не е износ от WordPress.",
  truncated: "Файлът е непълен — вероятно изтеглянето му е било прекъснато. Изтеглете износа от WordPress отново.",
  "not-wxr":
    "Файлът не е износ от WordPress (WXR). Създайте го в администрацията на WordPress от менюто „Инструменти“ (Tools → Export).",
  "unsupported-version":
    "Файлът е в непозната версия на формата за износ на WordPress. Четат се версии 1.0, 1.1 и 1.2.",
  doctype:
    "Файлът съдържа декларация <!DOCTYPE>, каквато износът от WordPress няма. Такъв файл не се чете, защото може да крие атака с разгръщане на XML обекти.",
  "too-large": `Файлът съдържа текст, по-дълъг от всичко, което WordPress записва в износ (над ${millionChars} милиона знака в един елемент): вероятно е повреден.`,
} as const;

export type WxrErrorTextCode = keyof typeof wxrErrorTexts;

/** Where the line helps: a broken or oversized spot, which the admin can look for in the file. */
const locatedCodes: ReadonlySet<string> = new Set<WxrErrorTextCode>(["malformed", "too-large"]);

/** The text of a refused file, with the line of the fault when it helps to find it. */
export function wxrErrorText(code: WxrErrorTextCode, line?: number): string {
  const text = wxrErrorTexts[code];
  return line !== undefined && locatedCodes.has(code)
    ? `${text} Проблемът е на ред ${line.toLocaleString("bg-BG")} от файла.`
    : text;
}
