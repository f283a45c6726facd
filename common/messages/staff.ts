/**
 * What every staff screen shares: buttons, dialogs, dates as staff type them, the shells and the admin menu.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** Shared interface pieces of the staff areas: modals, action sheets, toasts. */
export const uiTexts = {
  close: "Затвори",
  cancel: "Отказ",
  actions: "Действия",
  moreActions: (title: string) => `Действия за „${title}“`,
  notices: "Известия",
} as const;

/** Confirmation dialogs everywhere (SPEC.md §5 lists their messages). */
export const dialogTexts = {
  confirmTitle: "Потвърждение",
  cancel: "Отказ",
} as const;

/** The link field of the staff's rich-text editors (the builder's paragraphs, the publisher's pages). */
export const richTextTexts = {
  linkUrl: "Адрес на връзката",
  applyLink: "Добави връзката",
  removeLink: "Премахни връзката",
} as const;

export const staffTexts = {
  journalistFallbackName: "журналист",
  adminPanel: "Административен панел",
  journalistArea: "Журналистически панел",
  /** The Editor's way into the back office's articles, comments and featured articles (issue 35). */
  editorialDesk: "Редакция",
  viewSite: "Към сайта",
  dashboard: "Табло",
  // The error boundary of the admin and journalist areas (docs/decisions/0061-staff-data-layer.md).
  screenFailedTitle: "Възникна грешка",
  screenFailed: "Тази страница не успя да се зареди. Опитайте отново или се върнете към таблото.",
  screenNotFoundTitle: "Страницата не е намерена",
  screenNotFound: "Страницата, която търсите, не съществува или е била преместена.",
  reloadScreen: "Опитай отново",
  backToDashboard: "Към таблото",
} as const;

/** Dates and times as the staff screens say and take them (issue 29, points 4 and 5). */
export const staffDateTexts = {
  atTime: (time: string) => `в ${time}`,
  onDayAtTime: (day: string, time: string) => `на ${day} в ${time}`,
  dayPlaceholder: "дд.мм.гггг",
  timePlaceholder: "чч:мм",
  dayHint: "Ден.месец.година, например 28.11.2026",
  timeHint: "24-часов формат, например 04:30",
  dayLabel: "Дата",
  timeLabel: "Час",
  dayInvalid: "Въведете дата като дд.мм.гггг, например 28.11.2026.",
  dayNotReal: (text: string) => `Няма такава дата: ${text}.`,
  timeInvalid: "Въведете час като чч:мм в 24-часов формат, например 04:30.",
  rangeReversed: "Крайната дата е преди началната.",
  skippedHour: (time: string, day: string, suggested: string) =>
    `${time} на ${day} не съществува: тази нощ часовникът се премества с един час напред (лятно часово време). Изберете друг час, например ${suggested}.`,
  useTime: (time: string) => `Използвай ${time}`,
  repeatedHour: (time: string, day: string) =>
    `${time} на ${day} настъпва два пъти: тази нощ часовникът се връща с един час назад (зимно часово време). Кое от двете имате предвид?`,
  repeatedFirst: (time: string) => `Първото ${time} (лятно време, UTC+3)`,
  repeatedSecond: (time: string) => `Второто ${time} (зимно време, UTC+2)`,
  chooseRepeated: "Изберете кое от двете.",
  scheduleEcho: (when: string) => `Ще се публикува ${when}`,
} as const;

/** The back office's name as its user sees it: the Editor's desk is a part of the admin panel (decision 0134). */
export const backOfficeName = (role: string) => (role === "Editor" ? staffTexts.editorialDesk : staffTexts.adminPanel);

/**
 * A role as the staff screens show it: the administrators' by SPEC.md's names (its role selector
 * offers "Admin or Owner"), the newsroom's in Bulgarian, as issue 35 names the Editor.
 */
export const roleLabels = { Owner: "Owner", Admin: "Admin", Editor: "Редактор", Journalist: "Журналист" } as const;

/** The staff areas' shells: the admin menu (SPEC.md §2, Admin shell) and the journalist header. */
export const staffShellTexts = {
  openMenu: "Отвори менюто",
  closeMenu: "Затвори менюто",
  mainMenu: "Основно меню",
  account: "Профил",
  welcome: (name: string) => `Добре дошли, ${name}!`,
  signedInAs: (role: string) => `Влезли сте като ${role}.`,
  adminWelcomeLead: "От менюто управлявате съдържанието и екипа на сайта.",
  journalistWelcomeLead: "Оттук пишете, редактирате и публикувате своите статии.",
} as const;

export const adminMenuTexts = {
  dashboard: "Табло",
  articles: "Статии",
  featuredArticles: "Избрани статии",
  categories: "Категории",
  journalists: "Журналисти",
  admins: "Администратори",
  auditLogs: "Журнал на действията",
  sitePages: "Страници на сайта",
} as const;
