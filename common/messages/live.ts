/**
 * Live coverage (issue 37, point 1; decision 0140): the reader's side, the journalist's desk and
 * the API's refusals. Part of the message catalogue: common/messages/, one file per area
 * (docs/ARCHITECTURE.md).
 */

/** The hours a coverage may wait for a new entry before it ends itself, as the desk offers them. */
export const autoEndChoiceLabel = (hours: number): string =>
  hours % 24 === 0 ? (hours === 24 ? "1 ден" : `${hours / 24} дни`) : hours === 1 ? "1 час" : `${hours} часа`;

/** The rules of an entry and a coverage: the desk shows them, the API answers them (400/409). */
export const liveRuleTexts = {
  emptyEntry: "Записът не може да е празен",
  entryTooLong: (max: number) => `Записът може да е най-много ${max} знака`,
  entryMarkup: "Записът съдържа твърде много форматиране",
  imageAltRequired: "Добавете описание на снимката (алтернативен текст)",
  imageAltTooLong: (max: number) => `Описанието на снимката може да е най-много ${max} знака`,
  imageNotFromLibrary: "Снимката трябва да е качена в медийната библиотека",
  tooManyKeyMoments: (max: number) => `Може да има най-много ${max} ключови момента`,
  tooManyEntries: (max: number) => `Отразяването може да има най-много ${max} записа`,
  autoEndHours: "Изберете след колко часа без нови записи да приключи отразяването",
  notLive: "Статията не се отразява на живо",
  ended: "Отразяването на живо е приключило",
  entryNotFound: "Записът не е намерен",
  /** A link to anywhere an article's text may not lead (`javascript:`, …): refused as an article's save refuses it. */
  linkRefused: "Връзка в записа води към непозволен адрес. Адресът трябва да започва с https://, http:// или mailto:",
} as const;

/** The reader's side: the article page and the cards of the lists. */
const newEntries = (count: number) => (count === 1 ? "1 нов" : `${count} нови`);
const newEntriesSaid = (count: number) => (count === 1 ? "1 нов запис" : `${count} нови записа`);

export const liveReaderTexts = {
  /** The mark on the article and on its cards while the coverage lasts. */
  badge: "НА ЖИВО",
  keyMoments: "Ключови моменти",
  entries: "Записи на живо",
  /** The time an entry was posted, for screen readers: "Публикувано в 21:45". */
  postedAt: (time: string) => `Публикувано в ${time}`,
  ended: (when: string) => `Отразяването на живо приключи ${when}.`,
  started: (when: string) => `Отразяване на живо от ${when}`,
  lastUpdate: (time: string) => `Последно обновяване: ${time}`,
  newer: "По-нови записи",
  older: "По-стари записи",
  pages: "Страници със записи",
  pageOf: (page: number, pages: number) => `Страница ${page} от ${pages}`,
  noEntries: "Все още няма записи. Следете страницата.",
  by: (name: string) => `Автор: ${name}`,
  /** The mark of a pinned entry among the others. */
  keyMoment: "Ключов момент",
  /** The button over the entries when new ones came while the page was open (issue 37, point 2). */
  newEntries,
  /** What is said to a screen reader when they come... */
  newEntriesSaid,
  /** ...and the button's name. */
  showNewEntries: (count: number) => `Покажи ${newEntriesSaid(count)}`,
  /** On an older page of entries the button leads to the first, where the new ones are. */
  toNewEntries: (count: number) => `Към най-новите записи (${newEntries(count)})`,
} as const;

/** The journalist's desk for a coverage. */
export const liveDeskTexts = {
  /** The action on an article in "Моите статии" and the desk's title. */
  open: "На живо",
  title: (articleTitle: string) => `На живо: ${articleTitle}`,
  start: "Започни отразяване на живо",
  startHint: "Читателите виждат записите най-новите отгоре, под въведението на статията.",
  autoEnd: "Приключва само след",
  autoEndSuffix: "без нови записи",
  saveAutoEnd: "Запази",
  end: "Приключи отразяването",
  endConfirm: "Да приключи ли отразяването на живо? Записите остават на страницата.",
  restart: "Поднови отразяването",
  composer: "Нов запис",
  placeholder: "Какво се случва?",
  post: "Публикувай",
  posting: "Публикуване…",
  posted: "Записът е публикуван",
  image: "Снимка",
  imageAlt: "Описание на снимката",
  removeImage: "Премахни снимката",
  pin: "Ключов момент",
  unpin: "Махни от ключовите моменти",
  edit: "Редактирай",
  save: "Запази",
  cancel: "Отказ",
  delete: "Изтрий",
  deleteConfirm: "Да бъде ли изтрит записът? Читателите вече няма да го виждат.",
  deleted: "Записът е изтрит",
  notPublished: "Статията още не е публикувана: читателите ще видят записите, когато я публикувате.",
  live: "Отразяването е на живо",
  endedAt: (when: string) => `Приключило ${when}`,
  view: "Виж страницата",
  back: "Към моите статии",
  loadFailed: "Неуспешно зареждане на отразяването на живо",
  entries: "Записи",
  entriesCount: (count: number) => (count === 1 ? "1 запис" : `${count} записа`),
  noEntries: "Още няма записи. Първият ще се появи най-отгоре на страницата.",
  shortcut: "Ctrl+Enter публикува записа",
  started: "Отразяването на живо започна",
  startFailed: "Отразяването на живо не започна",
  restarted: "Отразяването на живо е подновено",
  ended: "Отразяването на живо приключи",
  endFailed: "Отразяването не приключи",
  autoEndSaved: "Записано: отразяването приключва само след избраното време без нови записи",
  autoEndFailed: "Настройката не е запазена",
  postFailed: "Записът не е публикуван",
  saved: "Записът е запазен",
  saveFailed: "Записът не е запазен",
  pinned: "Записът е добавен към ключовите моменти",
  unpinned: "Записът е махнат от ключовите моменти",
  deleteFailed: "Записът не е изтрит",
  editing: "Редактиране на записа",
  uploadImage: "Качи снимка",
} as const;
