/**
 * Comment moderation: the queue, decisions, blocks and rules (issue 22 on).
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** The admin's comment moderation: the queue, decisions, blocks and pre-moderation settings (issue 22). */
export const moderationTexts = {
  menu: "Коментари",
  queueLoading: "Зареждане на коментарите...",
  loadFailed: "Неуспешно зареждане на коментарите. Моля, опитайте отново по-късно.",
  sections: { queue: "Модерация", blocks: "Блокирани читатели", settings: "Настройки" },
  sectionsLabel: "Раздели на модерацията",
  tabsLabel: "Коментари по състояние",
  /** Issue 22's tab names. */
  tabs: { held: "Чакащи", reported: "Сигнализирани", all: "Всички", hidden: "Скрити" },
  statuses: { published: "Публикуван", held: "Чака преглед", hidden: "Скрит" },
  heldReasons: {
    links: "съдържа връзка",
    first_comment: "първи коментар на читателя",
    all: "всички коментари се преглеждат",
    banned_word: "забранена дума или фраза",
    blocked_reader: "блокиран читател",
    blocked_address: "от адреса на блокиран читател, друг браузър",
  },
  heldBecause: (reason: string) => `Задържан: ${reason}`,
  reportCount: (n: number) => (n === 1 ? "1 сигнал" : `${n} сигнала`),
  reportsLabel: "Сигнали на читателите",
  commentCount: (n: number) => (n === 1 ? "1 коментар" : `${n} коментара`),
  empty: {
    held: "Няма коментари, които чакат преглед.",
    reported: "Няма сигнализирани коментари.",
    all: "Все още няма коментари.",
    hidden: "Няма скрити коментари.",
  },
  noMatching: "Няма коментари, които да отговарят на филтрите.",
  searchLabel: "Текст или име",
  searchPlaceholder: "Търсене в коментарите...",
  article: "Статия",
  onArticle: (title: string) => `към „${title}“`,
  filterByArticle: (title: string) => `Само коментарите към „${title}“`,
  articleFilter: (title: string) => `Статия: ${title}`,
  clearArticleFilter: "Покажи коментарите към всички статии",
  replyTo: (author: string) => `В отговор на ${author}`,
  writerBlocked: "Авторът е блокиран",
  writerAddressBlocked: "Адресът е блокиран (друг браузър)",
  writerAddressBlockedHint:
    "Коментарът е от адрес, блокиран заради друг читател. Може да е споделен адрес: мобилна мрежа, офис, училище.",
  decidedBy: (who: string, when: string) => `${who}, ${when}`,
  decisionReason: (reason: string) => `Причина: ${reason}`,
  approve: "Одобри",
  restore: "Възстанови",
  hide: "Скрий",
  delete: "Изтрий",
  block: "Блокирай автора",
  commentActions: (author: string) => `Действия с коментара на ${author}`,
  select: (author: string) => `Избери коментара на ${author}`,
  selectPage: "Избери всички на страницата",
  selected: (n: number) => `Избрани: ${n}`,
  clearSelection: "Откажи избора",
  // The decision dialog: what is decided, on how many, and the optional reason for the audit log.
  decisionTitles: { approve: "Одобряване", hide: "Скриване", delete: "Изтриване" },
  confirmApprove: (n: number) =>
    n === 1
      ? "Коментарът ще бъде публикуван и сигналите за него ще бъдат приключени."
      : `${n} коментара ще бъдат публикувани и сигналите за тях ще бъдат приключени.`,
  confirmHide: (n: number) =>
    n === 1
      ? "Коментарът няма да се вижда от читателите. Ще остане в „Скрити“, откъдето може да бъде възстановен."
      : `${n} коментара няма да се виждат от читателите. Ще останат в „Скрити“, откъдето могат да бъдат възстановени.`,
  confirmDelete: (n: number) =>
    n === 1
      ? "Сигурни ли сте, че искате да изтриете този коментар? Отговорите към него също ще бъдат изтрити. Това действие не може да бъде отменено."
      : `Сигурни ли сте, че искате да изтриете ${n} коментара? Отговорите към тях също ще бъдат изтрити. Това действие не може да бъде отменено.`,
  reasonLabel: "Причина (по желание)",
  reasonHint: "Записва се в журнала на действията.",
  reasonTooLong: (max: number) => `Причината може да е най-много ${max} знака`,
  approved: (n: number) => (n === 1 ? "Коментарът е одобрен." : `Одобрени коментари: ${n}.`),
  hidden: (n: number) => (n === 1 ? "Коментарът е скрит." : `Скрити коментари: ${n}.`),
  deleted: (n: number) => (n === 1 ? "Коментарът е изтрит." : `Изтрити коментари: ${n}.`),
  decisionFailed: "Неуспешно решение за коментара. Моля, опитайте отново.",
  // Blocking a reader (issue 22, point 4).
  blockTitle: "Блокиране на автора",
  blockIntro: (author: string) =>
    `Новите коментари на „${author}“ ще чакат преглед. Авторът няма да разбере, че е блокиран.`,
  blockScope: "Какво да се блокира",
  blockScopes: { browser: "Само този браузър", address: "Адреса (всички браузъри на него)" },
  blockScopeHints: {
    browser: "По бисквитката на браузъра, с който е писан коментарът. Останалите читатели не се засягат.",
    address:
      "Един адрес често се ползва от много хора: мобилни мрежи, офиси, училища. Коментарите на всички тях ще чакат преглед до 30 дни.",
  },
  noBrowserToBlock: "За този коментар няма бисквитка на браузър: може да се блокира само адресът.",
  blockDuration: "Срок",
  blockDurations: { day: "1 ден", week: "1 седмица", forever: "Завинаги" },
  blockSubmit: "Блокирай",
  blocked: "Авторът е блокиран.",
  blockFailed: "Неуспешно блокиране. Моля, опитайте отново.",
  blocksHeading: (n: number) => (n === 1 ? "1 блокиран читател" : `${n} блокирани читатели`),
  blocksLoadFailed: "Неуспешно зареждане на блокираните читатели. Моля, опитайте отново.",
  blocksLoading: "Зареждане на блокираните читатели...",
  noBlocks: "Няма блокирани читатели.",
  blocksHint:
    "Коментарите на блокиран читател чакат преглед, вместо да се публикуват веднага. Блокиране по адрес действа до 30 дни от коментара.",
  blockedName: "Име в коментара",
  blockedUntil: "Блокиран до",
  forever: "завинаги",
  blockedBy: "Блокиран от",
  blockedAt: "Дата",
  blockReason: "Причина",
  byCookieAndAddress: "по бисквитка и адрес",
  byCookie: "по бисквитка",
  byAddress: "по адрес",
  unblock: "Отблокирай",
  unblockLabel: (author: string) => `Отблокирай „${author}“`,
  confirmUnblock: (author: string) =>
    `Сигурни ли сте, че искате да отблокирате „${author}“? Новите му коментари ще се публикуват според настройките.`,
  unblocked: "Читателят е отблокиран.",
  unblockFailed: "Неуспешно отблокиране. Моля, опитайте отново.",
  // Pre-moderation settings (issue 22, point 3).
  settingsLoadFailed: "Неуспешно зареждане на настройките. Моля, опитайте отново.",
  modeLegend: "Кога се публикува нов коментар",
  modes: {
    publish: "Веднага",
    hold_links: "Задържай коментарите с връзки",
    hold_first: "Задържай първия коментар на всеки читател",
    hold_all: "Задържай всички коментари",
  },
  modeHints: {
    publish: "Коментарите се виждат веднага; задържат се само тези със забранени думи и от блокирани читатели.",
    hold_links: "Коментар с адрес на сайт (http://, www. или домейн като example.com) чака преглед.",
    hold_first: "Читател, който още няма публикуван коментар, чака одобрение на първия си коментар.",
    hold_all: "Всеки нов коментар чака преглед, преди да се покаже.",
  },
  bannedWords: "Забранени думи и фрази",
  bannedWordsHint:
    "По една на ред. Сравняват се без значение от главни и малки букви и от азбуката: „глупак“ хваща и „GLUPAK“. Цели думи; със * накрая и думите, които започват така (глуп*). Коментар с такава дума чака преглед.",
  bannedWordsCount: (n: number, max: number) => `${n}/${max}`,
  tooManyBannedWords: (max: number) => `Може да въведете най-много ${max} думи и фрази`,
  bannedWordTooLong: (max: number) => `Една дума или фраза може да е най-много ${max} знака`,
  settingsSave: "Запази настройките",
  settingsSaving: "Запазване...",
  settingsSaved: "Настройките са запазени.",
  settingsFailed: "Неуспешно запазване на настройките. Моля, опитайте отново.",
  // The dashboard's reminder.
  waiting: (n: number) => (n === 1 ? "1 коментар чака преглед" : `${n} коментара чакат преглед`),
  reported: (n: number) => (n === 1 ? "1 сигнализиран коментар" : `${n} сигнализирани коментара`),
  toQueue: "Към модерацията",
  openInQueue: "Отвори в модерацията",
} as const;
