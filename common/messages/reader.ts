/**
 * The texts of the reader's pages (home, categories, articles and their comments, search, the
 * not-found page, the feeds), part of the message catalogue (common/messages/, one file per
 * area). The reader's islands import this file alone, so the staff's texts never reach a reader's
 * browser (decision 0088).
 */

export const site = {
  defaultName: "Хроника",
  titleSeparator: " | ",
  tagline: "Новините на България",
  /** The first link of a reader page, for keyboard users: past the header and the menus. */
  skipToContent: "Към основното съдържание",
} as const;

export const notFoundTexts = {
  code: "404",
  title: "Страницата не е намерена",
  body: "Страницата, която търсите, не съществува или е била преместена.",
  home: "Към началната страница",
  back: "Назад",
} as const;

export const themeTexts = {
  toDark: "Тъмен режим",
  toLight: "Светъл режим",
} as const;

export const homeTexts = {
  tabs: { date: "НОВИ", views: "НАЙ-ПРЕГЛЕЖДАНИ", comments: "НАЙ-КОМЕНТИРАНИ" },
  allCategories: "Всички",
  trending: "НАБИРАЩИ ПОПУЛЯРНОСТ",
  loadError: "Грешка при зареждането",
  loadErrorBody: "Възникна грешка при зареждане на статиите",
  noArticles: "Няма намерени статии",
  noResults: "Няма намерени резултати",
  noPopular: "Няма популярни статии",
  noDate: "Няма дата",
  justNow: "току-що",
  minutesAgo: (n: number) => `преди ${n} мин`,
  /** A list's dates with the time of day (issue 29). */
  todayAt: (time: string) => `днес, ${time}`,
  yesterdayAt: (time: string) => `вчера, ${time}`,
  dayAt: (day: string, time: string) => `${day}, ${time}`,
  searchOverflow: (n: number) => `Има още ${n} резултата. Моля, прецизирайте търсенето.`,
  searchPlaceholder: "Търсене...",
  categories: "Категории",
  openCategories: "Покажи категориите",
  home: "Начало",
  breadcrumbLabel: "Навигация",
  defaultCategory: "Новини",
  editorialAuthor: "Редакцията",
  categoryDescription: (category: string) => `Последни новини от категория ${category}`,
  /** The home page's title in link previews (og:title), where "Начало" would say nothing. */
  shareTitle: (siteName: string) => `${siteName} – ${site.tagline}`,
  sortLabel: "Подреждане на статиите",
  loadingArticles: "Зареждане на статиите...",
  retry: "Опитай отново",
  secondaryTitle: "ПРЕПОРЪЧАНО",
  closeCategories: "Затвори категориите",
  searchLabel: "Търсене в статиите",
  openSearch: "Търсене",
  closeSearch: "Затвори търсенето",
  searching: "Търсене...",
  searchFailed: "Търсенето не успя. Моля, опитайте отново.",
  searchResultCount: (n: number) => (n === 1 ? "1 резултат" : `${n} резултата`),
  searchResults: "Резултати от търсенето",
} as const;

export const articleTexts = {
  loading: "Зареждане на статията...",
  notFoundTitle: "СТРАНИЦАТА КОЯТО ТЪРСИТЕ НЕ БЕШЕ НАМЕРЕНА",
  notFoundBody: "Съдържанието може да е изтрито, преместено или временно недостъпно.",
  /** After a link of the text that leads to another site (issue 32), for screen readers; the eye sees "↗". */
  externalLink: "(към друг сайт)",
  comment: "Коментирай",
  commentSubmitting: "Изпращане...",
  commentUsernameRequired: "Моля, въведете потребителско име",
  commentContentRequired: "Моля, въведете коментар",
  commentFailed: "Неуспешно публикуване на коментар",
  commentUsernameTooLong: (max: number) => `Потребителското име може да е най-много ${max} знака`,
  commentContentTooLong: (max: number) => `Коментарът може да е най-много ${max} знака`,
  commentTooFast: "Публикувахте твърде много коментари за кратко време. Моля, опитайте отново след малко.",
  copyLink: "Копирай линк",
  // SPEC.md §8's "Link copied to clipboard" texts, in Bulgarian (issue 29, point 14).
  linkCopied: "Линкът е копиран",
  linkCopiedInstagram: "Линкът е копиран. Поставете го в публикацията си в Instagram.",
  backToHome: "Към началната страница",
  /** Meta keywords when an article has no categories (SPEC.md §9). */
  defaultKeywords: "новини",
  byline: "Автор",
  views: (n: number) => `${n} ${n === 1 ? "преглед" : "прегледа"}`,
  actionsLabel: "Действия със статията",
  like: (n: number) => `Харесай статията (${n})`,
  commentsCount: (n: number) => `Коментари (${n})`,
  share: "Сподели",
  shareTitle: "Сподели статията",
  closeShare: "Затвори",
  shareTargets: {
    facebook: "Facebook",
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
    vk: "VK",
    viber: "Viber",
    whatsapp: "WhatsApp",
    telegram: "Telegram",
    email: "Имейл",
    instagram: "Instagram",
  },
  commentsTitle: "Коментари",
  noComments: "Все още няма коментари. Бъдете първи!",
  commentFormTitle: "Напишете коментар",
  commentUsernameLabel: "Име",
  commentContentLabel: "Коментар",
  commentContentPlaceholder: "Споделете мнението си...",
  commentPosted: "Коментарът е публикуван",
  commentCharacters: (n: number, max: number) => `${n}/${max}`,
  commentCharactersLabel: "Брой знаци",
  /** The Viber popup on a computer (SPEC.md §9: 660×460), where viber:// needs the installed app. */
  viberShare: {
    title: "Споделяне във Viber",
    intro: "Изпратете статията на приятел или в група във Viber.",
    open: "Отвори Viber",
    noApp: "Няма Viber на този компютър? Копирайте линка и го изпратете от телефона си.",
    download: "Изтегли Viber",
    linkLabel: "Линк към статията",
  },
} as const;

/** The one pager of the reader's lists and the admin's (web/components/ui/pager.tsx). */
export const pagerTexts = {
  pagination: "Страници",
  previousPage: "Предишна страница",
  nextPage: "Следваща страница",
  page: (n: number) => `Страница ${n}`,
} as const;

/** The reader's side of comments beyond SPEC.md's form: replies, reports, held comments, pages (issue 22). */
export const readerCommentTexts = {
  reply: "Отговори",
  replyTo: (author: string) => `Отговор на ${author}`,
  replyLabel: (author: string) => `Отговори на ${author}`,
  cancelReply: "Отказ",
  replyPosted: "Отговорът е публикуван",
  repliesLabel: (author: string) => `Отговори на коментара на ${author}`,
  repliesOfRemoved: "Отговори на скрит коментар",
  report: "Сигнализирай",
  reportLabel: (author: string) => `Сигнализирай за коментара на ${author}`,
  reportTitle: "Сигнализиране за коментар",
  reportIntro: "Кажете ни какво не е наред с този коментар. Редакцията ще го прегледа.",
  reportReason: "Причина",
  /** Issue 22's words, as written. */
  reportReasons: {
    illegal: "незаконно съдържание",
    hate: "обиди или език на омразата",
    spam: "спам",
    personal_data: "лични данни",
    other: "друго",
  },
  reportDetails: "Подробности (по желание)",
  reportDetailsPlaceholder: "Например какво е незаконно или чии лични данни са публикувани",
  reportSubmit: "Изпрати сигнала",
  reportSubmitting: "Изпращане...",
  reportThanks: "Благодарим ви! Сигналът е изпратен и редакцията ще прегледа коментара.",
  reportReasonRequired: "Моля, изберете причина",
  reportDetailsTooLong: (max: number) => `Подробностите може да са най-много ${max} знака`,
  reportDetailsHint: (max: number) => `До ${max} знака.`,
  reportFailed: "Неуспешно изпращане на сигнала. Моля, опитайте отново.",
  alreadyReported: "Вече сте сигнализирали за този коментар. Благодарим ви!",
  reportTooFast: "Изпратихте твърде много сигнали за кратко време. Моля, опитайте отново по-късно.",
  /** Issue 22's words: what the writer of a held comment reads (nobody else sees the comment). */
  held: "Коментарът ще бъде публикуван след преглед",
  removed: "Този коментар е скрит от модератор.",
  parentGone: "Коментарът, на който отговаряте, вече не е наличен.",
  /** Issue 29, point 11: a double click, a reload of the form's answer, the same text again. */
  duplicate: "Вече публикувахте същия коментар тук. Не е нужно да го изпращате отново.",
  /** Issue 30, point 7: a thread closed to replies at its limit. */
  threadFull: "Тази дискусия достигна максималния брой отговори. Можете да напишете нов коментар под статията.",
  /** A thread's replies past the newest few: the link to the thread's own page, with all of them. */
  allReplies: (n: number) => `Покажи всички ${n} отговора`,
  repliesTitle: (n: number) => (n === 1 ? "1 отговор" : `${n} отговора`),
  replyPages: "Страници с отговори",
  /** The comment's own page, for its writer while it waits for review. */
  heldOwn: "Само вие виждате този коментар, докато редакцията го прегледа.",
  commentPages: "Страници с коментари",
  // The comment's own page: a reply or a report without JavaScript.
  commentPageTitle: (author: string) => `Коментар от ${author}`,
  commentOn: "Коментар към статията",
  backToComments: "Обратно към коментарите",
} as const;

/** The search results page and the search's notes (issue 19). */
export const searchTexts = {
  title: "Търсене",
  resultsFor: (query: string) => `Резултати за „${query}“`,
  description: "Търсене в новините: по дума, израз, на кирилица или на латиница.",
  formLabel: "Търсене и филтри",
  category: "Категория",
  allCategories: "Всички категории",
  range: "Период",
  ranges: {
    any: "По всяко време",
    day: "Последните 24 часа",
    week: "Последната седмица",
    month: "Последния месец",
    year: "Последната година",
  },
  submit: "Търси",
  resultCount: (n: number, estimate: boolean) =>
    estimate ? `Около ${n} резултата` : n === 1 ? "1 резултат" : `${n} резултата`,
  firstResultsOnly: (max: number) => `Показани са първите ${max} резултата. Моля, прецизирайте търсенето.`,
  prompt: "Въведете дума или израз, за да потърсите в статиите. Може и на латиница.",
  nothingToSearch: "В заявката няма букви или цифри, по които да се търси. Опитайте с дума.",
  cut: (max: number) => `Заявката е по-дълга от ${max} знака: търсим по първите ${max}.`,
  ignoredWords: (max: number) => `Търсим по първите ${max} думи от заявката.`,
  noResultsHint: "Проверете изписването или опитайте с по-малко или по-общи думи.",
  /** Issue 29: no article has every word of the query, so the closest matches are shown. */
  closest: "Няма статии с всички думи от заявката. Показваме най-близките резултати: статии с част от думите.",
  unmatched: (words: string) => `Не се среща в нито една статия: ${words}`,
  allResults: "Всички резултати",
  results: "Резултати",
  /** A search refused by the per-address rate (issue 30, point 3): 429 with Retry-After. */
  tooFast: "Твърде много търсения за кратко време. Моля, опитайте отново след малко.",
} as const;

/** A category's own RSS feed (issue 21). */
export const categoryFeedTexts = {
  rss: "RSS на категорията",
  rssTitle: (category: string, site: string) => `${site}: ${category}`,
  description: (category: string) => `Последните статии от категория ${category}`,
} as const;

/**
 * Alerts for breaking news (issue 37, point 4; decision 0142): the quiet invitation in the footer
 * and under a live coverage, and the notification the site's service worker shows.
 */
export const pushReaderTexts = {
  invitation: "Известия за извънредни новини",
  hint: "Само при важни събития. Можете да ги спрете по всяко време.",
  turnOn: "Включи известията",
  turnOff: "Спри известията",
  on: "Известията са включени",
  off: "Известията са изключени",
  working: "Момент…",
  /** The browser's permission was refused: only the reader can allow it again, in the browser's settings. */
  blocked: "Браузърът не позволява известия от сайта. Разрешете ги от настройките на браузъра.",
  failed: "Не успяхме да включим известията. Опитайте отново.",
  /** The notification's title, above the alert's text. */
  notificationTitle: (siteName: string) => `${siteName}: извънредна новина`,
} as const;
