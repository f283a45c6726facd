/**
 * The API's error texts (SPEC.md §8) and what people read for them.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

import { userTexts } from "./admin.ts";
import { authTexts } from "./auth.ts";
import { readerCommentTexts } from "./reader.ts";

/** Error texts the API answers with, which the screens translate (SPEC.md §8). */
export const serverErrors = {
  invalidCredentials: "invalid credentials",
  accountDeactivated: "account is deactivated",
  accountPendingApproval: "account awaits approval",
  insufficientPermissions: "insufficient permissions",
  unauthorized: "authentication required",
  invalidToken: "invalid or expired token",
  notFound: "not found",
  usernameTaken: "username already exists",
  registrationClosed: "registration is closed",
  tooManyRequests: "too many requests",
  badRequest: "invalid input",
  internal: "internal server error",
  unsupportedMediaType: "unsupported media type",
  payloadTooLarge: "payload too large",
  oneFileOnly: "send exactly one file",
  badMultipart: "malformed multipart body",
  unstorableText: "Текстът съдържа непозволен знак (нулев знак или невалиден Unicode).",
  malformedUrl: "Адресът съдържа невалидно кодиране на знаци.",
  bodyTimeout: "Заявката не пристигна навреме. Моля, опитайте отново.",
  emptyFile: "Файлът е празен.",
  crossSite: "Заявката идва от друг сайт.",
  busy: "Сървърът е претоварен. Моля, опитайте отново след малко.",
  mediaStoreUnavailable:
    "Файлът не можа да бъде запазен: хранилището за файлове не отговаря. Качените досега файлове са запазени. Моля, опитайте отново след малко.",
} as const;

/** What people read for the API's own (English) error texts; the rest of its texts are Bulgarian already. */
const serverErrorTexts: Readonly<Record<string, string>> = {
  [serverErrors.invalidCredentials]: authTexts.invalidCredentials,
  [serverErrors.accountDeactivated]: authTexts.accountDeactivated,
  [serverErrors.accountPendingApproval]: authTexts.accountPendingApproval,
  [serverErrors.insufficientPermissions]: authTexts.insufficientPermissions,
  [serverErrors.unauthorized]: authTexts.sessionExpired,
  [serverErrors.invalidToken]: authTexts.sessionExpired,
  [serverErrors.notFound]: "Не е намерено: може да е изтрито или преместено.",
  [serverErrors.usernameTaken]: userTexts.usernameTaken,
  [serverErrors.registrationClosed]: userTexts.registrationClosed,
  [serverErrors.tooManyRequests]: "Твърде много заявки. Моля, опитайте отново след малко.",
  [serverErrors.badRequest]: "Невалидни данни. Моля, проверете полетата и опитайте отново.",
  [serverErrors.internal]: "Възникна грешка в сървъра. Моля, опитайте отново по-късно.",
  [serverErrors.unsupportedMediaType]: "Този вид файл не се поддържа.",
  [serverErrors.payloadTooLarge]: "Файлът е твърде голям.",
  [serverErrors.oneFileOnly]: "Изберете точно един файл.",
  [serverErrors.badMultipart]: "Файлът не беше изпратен правилно. Моля, опитайте отново.",
};

const cyrillic = /\p{Script=Cyrillic}/u;

/**
 * An API error text as people may read it: the API's own English texts in Bulgarian, its Bulgarian
 * texts as they are, and undefined for anything else (the screen then shows its own message).
 */
export function serverErrorMessage(serverError: string | undefined | null): string | undefined {
  if (!serverError) return undefined;
  if (Object.hasOwn(serverErrorTexts, serverError)) return serverErrorTexts[serverError];
  return cyrillic.test(serverError) ? serverError : undefined;
}

/** Maps an API error text to what the login screens show (SPEC.md §8, Login and registration). */
export function loginErrorMessage(serverError: string | undefined | null): string {
  if (serverError === serverErrors.tooManyRequests) return authTexts.tooManyAttempts;
  return serverErrorMessage(serverError) ?? authTexts.loginFailed;
}

/** The API's texts for refusals of the comment routes (issue 22); `alreadyReported` has its own code. */
export const commentServerErrors = {
  alreadyReported: readerCommentTexts.alreadyReported,
  parentGone: readerCommentTexts.parentGone,
  duplicate: readerCommentTexts.duplicate,
  threadFull: readerCommentTexts.threadFull,
  noWriterToBlock: "Авторът на този коментар не може да бъде блокиран: за него няма запазена бисквитка или адрес.",
  noBrowserToBlock: "За този коментар няма бисквитка на браузър: може да се блокира само адресът.",
} as const;

/** The API's answers to an upload whose picture the server will not decode now, or at all (issue 30, point 6). */
export const imageServerErrors = {
  tooLarge: (megapixels: number, side: number, frames: number) =>
    `Изображението е твърде голямо за обработка: най-много ${megapixels} мегапиксела, ${side.toLocaleString("bg-BG")} пиксела по дългата страна и ${frames} кадъра. Моля, намалете го и опитайте отново.`,
  busy: "Сървърът обработва други изображения в момента. Моля, опитайте отново след няколко секунди.",
} as const;
