/**
 * Tags (етикети) and related articles (issue 32, points 2 and 3; decision 0119).
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** The rules of a tag's name and of an article's tags: the builder shows them, the API answers them. */
export const tagRuleTexts = {
  tooShort: (min: number) => `Етикетът трябва да е поне ${min} знака`,
  tooLong: (max: number) => `Етикетът може да е най-много ${max} знака`,
  invalid: "Етикетът съдържа непозволени знаци",
  unspellable: "Етикетът трябва да съдържа поне една буква или цифра",
  tooMany: (max: number) => `Една статия може да има най-много ${max} етикета`,
} as const;

/** The builder's tag field. */
export const tagFieldTexts = {
  label: "Етикети",
  placeholder: "Добавете етикет и натиснете Enter",
  hint: (max: number) => `До ${max} етикета. Те свързват статията с други по същата тема.`,
  remove: (name: string) => `Премахни етикета „${name}“`,
  add: "Добави",
  suggestions: "Предложения за етикети",
  newTag: (name: string) => `Нов етикет: „${name}“`,
  articleCount: (n: number) => (n === 1 ? "1 статия" : `${n} статии`),
} as const;

/** The reader's side: the tag page, its feed, the article's tags and the related articles. */
export const tagReaderTexts = {
  /** The tag page's heading and title: "Етикет: избори". */
  pageTitle: (name: string) => `Етикет: ${name}`,
  pageDescription: (name: string, site: string) => `Статии с етикет „${name}“ в ${site}`,
  articleCount: (n: number) => (n === 1 ? "1 статия" : `${n.toLocaleString("bg-BG")} статии`),
  rss: "RSS на етикета",
  rssTitle: (name: string, site: string) => `${site}: етикет „${name}“`,
  /** The article page's list of its tags, for screen readers. */
  articleTags: "Етикети на статията",
  related: "Свързани статии",
} as const;

/** The admin screen "Етикети". */
export const tagAdminTexts = {
  title: "Етикети",
  lead: "Етикетите, които журналистите са използвали, с броя на статиите им. Старите адреси на преименуван или слят етикет водят към новия.",
  filterLabel: "Търсене на етикет",
  filterPlaceholder: "Търсене на етикет...",
  name: "Етикет",
  articles: "Статии",
  actions: "Действия",
  rename: "Преименувай",
  renameTitle: (name: string) => `Преименуване на „${name}“`,
  newName: "Ново име",
  save: "Запази",
  cancel: "Отказ",
  merge: "Слей",
  mergeTitle: (name: string) => `Сливане на „${name}“ с друг етикет`,
  mergeInto: "Слей с етикета",
  mergeHint: "Статиите на етикета минават към избрания, а адресът му води към него.",
  mergeConfirm: "Слей",
  delete: "Изтрий",
  deleteConfirm: (name: string, count: number) =>
    `Сигурни ли сте, че искате да изтриете етикета „${name}“? Той ще бъде премахнат от ${count === 1 ? "1 статия" : `${count} статии`}. Това действие не може да бъде отменено.`,
  empty: "Все още няма етикети.",
  noMatch: "Няма етикети, които да отговарят на търсенето.",
  renamed: "Етикетът е преименуван.",
  merged: "Етикетите са слети.",
  deleted: "Етикетът е изтрит.",
  loadFailed: "Неуспешно зареждане на етикетите. Моля, опитайте отново по-късно.",
  renameFailed: "Неуспешно преименуване на етикета",
  mergeFailed: "Неуспешно сливане на етикетите",
  deleteFailed: "Неуспешно изтриване на етикета",
  nameTaken: "Вече има етикет с това име или адрес",
  mergeSelf: "Етикетът не може да бъде слят със себе си",
  mergeTargetRequired: "Изберете етикет, с който да слеете",
} as const;
