/**
 * The media library (issue 34, point 3; decision 0130): the staff screen, the builder's picker and
 * the API's answers. Part of the message catalogue: common/messages/, one file per area.
 */

const plural = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString("bg-BG")} ${many}`;

/** The API's refusals. */
export const mediaServerTexts = {
  notFound: "Снимката не е намерена",
  notYours: "Само качилият снимката или администратор може да я променя и изтрива",
  focalOutOfRange: "Фокусната точка трябва да е в снимката (от 0 до 1 по ширина и височина)",
  badDate: "Датата трябва да е във вида ГГГГ-ММ-ДД",
  usedBy: (titles: string[]) =>
    `Снимката не може да бъде изтрита: използва се в ${titles.length === 1 ? "статията" : "статиите"} ${titles
      .map((title) => `„${title}“`)
      .join(", ")}`,
} as const;

/** The screen "Медийна библиотека" and the builder's picker. */
export const mediaLibraryTexts = {
  title: "Медийна библиотека",
  lead: "Снимките, качени в редакцията. Изберете снимка, за да видите къде се използва, да промените описанието и фокусната ѝ точка или да я изтриете.",
  searchLabel: "Търсене по описание, автор или име на файл",
  searchPlaceholder: "Търсене на снимка...",
  uploaderLabel: "Качена от",
  uploaderPlaceholder: "име или потребител",
  count: (n: number) => plural(n, "снимка", "снимки"),
  empty: "Още няма качени снимки",
  noMatch: "Няма снимки, които да отговарят на търсенето",
  loadFailed: "Снимките не могат да бъдат заредени",
  noAlt: "Без описание",
  pages: "Страници на библиотеката",
  previous: "Предишна",
  next: "Следваща",
  pageOf: (page: number, pages: number) => `Страница ${page} от ${pages}`,
  open: (alt: string) => `Отвори снимката „${alt}“`,
  // The detail dialog
  details: "Снимка",
  close: "Затвори",
  altLabel: "Описание",
  creditLabel: "Автор на снимката",
  uploadedBy: "Качена от",
  uploadedAt: "Качена на",
  unknownUploader: "неизвестен",
  dimensions: "Размери",
  dimensionsValue: (w: number, h: number) => `${w} × ${h} px`,
  fileName: "Файл",
  usedIn: "Използва се в",
  unused: "Не се използва в нито една статия",
  draft: "чернова",
  scheduled: "насрочена",
  save: "Запази",
  saved: "Снимката е запазена",
  saveFailed: "Снимката не може да бъде запазена",
  delete: "Изтрий снимката",
  deleteConfirm: "Снимката ще бъде изтрита завинаги заедно с всичките си размери. Продължавате ли?",
  deleted: "Снимката е изтрита",
  deleteFailed: "Снимката не може да бъде изтрита",
  cannotDelete: "Не може да бъде изтрита, докато статия я използва.",
  readOnly: "Само качилият снимката или администратор може да я променя.",
  // The focal point
  focalTitle: "Фокусна точка",
  focalHint:
    "Щракнете или докоснете най-важното място в снимката, или го преместете със стрелките. Всяко изрязване (главната снимка, картите, снимката за социалните мрежи) го запазва във видимата част.",
  focalPicker: "Избор на фокусна точка",
  focalValue: (x: number, y: number) => `${x}% отляво, ${y}% отгоре`,
  focalPreviews: "Как ще изглеждат изрязванията",
  previewHero: "Главна снимка",
  previewCard: "Карта",
  previewSocial: "Социални мрежи",
  // The builder's picker
  choose: "Избери от библиотеката",
  chooseTitle: "Избор на снимка от библиотеката",
  pick: "Избери",
  pickPicture: (alt: string) => `Избери снимката „${alt}“`,
} as const;
