/**
 * Author pages, bylines and one's own profile (issue 21 on).
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** Author pages and bylines (issue 21). */
export const authorTexts = {
  /** The byline's link, for screen readers: "Автор: Мария Иванова". */
  bylineLink: (name: string) => `Всички статии от ${name}`,
  pageDescription: (name: string, site: string) => `Статии от ${name} в ${site}`,
  articlesTitle: (name: string) => `Статии от ${name}`,
  articleCount: (n: number) => (n === 1 ? "1 публикувана статия" : `${n.toLocaleString("bg-BG")} публикувани статии`),
  rss: "RSS на автора",
  rssTitle: (name: string, site: string) => `${site}: статии от ${name}`,
  avatarAlt: (name: string) => `Снимка на ${name}`,
  // The user form and the workspace
  bioLabel: "Кратко представяне",
  bioHint: "Показва се на авторската страница в сайта.",
  bioCounter: (n: number, max: number) => `${n}/${max}`,
  bioTooLong: (max: number) => `Представянето може да е най-много ${max} знака`,
  myAuthorPage: "Моята авторска страница",
  // One's own profile (issue 29, point 9)
  myProfile: "Моят профил",
  profileTitle: "Моят профил",
  profileLead: "Името, представянето и снимката, които читателите виждат на авторската ви страница и под статиите.",
  profileSaved: "Профилът е запазен.",
  profileSaveFailed: "Неуспешно запазване на профила. Моля, опитайте отново.",
  pictureSaveFailed: "Профилът е запазен, но снимката не беше качена. Моля, опитайте отново.",
  profileLoadFailed: "Неуспешно зареждане на профила. Моля, опитайте отново.",
  saveProfile: "Запази профила",
  saving: "Запазване...",
  authorPage: "Авторска страница",
} as const;

/** Co-authors (issue 32, decision 0121): the builder's field, the byline, the API's refusals. */
export const coAuthorTexts = {
  label: "Съавтори",
  hint: (max: number) => `До ${max} души от екипа; те могат да редактират, публикуват и скриват статията.`,
  readOnlyHint: "Съавторите се променят само от автора на статията.",
  add: "Добави съавтор",
  choose: "Изберете съавтор",
  none: "Няма съавтори",
  remove: (name: string) => `Премахни ${name} от съавторите`,
  loadFailed: "Неуспешно зареждане на екипа. Моля, опитайте отново.",
  /** A card or list that names only the first author: "Мария Иванова и др." */
  andOthers: (name: string) => `${name} и др.`,
  coAuthorMark: "Съавтор",
  // The API's refusals (400/403)
  tooMany: (max: number) => `Една статия може да има най-много ${max} съавтори`,
  duplicate: "Всеки съавтор може да бъде избран само веднъж",
  self: "Авторът на статията не може да бъде и неин съавтор",
  unknown: "Избраният съавтор не съществува",
  inactive: (name: string) => `${name} е с деактивиран акаунт и не може да бъде съавтор`,
  onlyAuthorChanges: "Само авторът на статията може да променя съавторите",
  onlyAuthorDeletes: "Само авторът на статията може да я изтрие",
} as const;
