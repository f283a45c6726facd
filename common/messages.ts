/**
 * The message catalogue: every user-visible text of SPEC.md, word for word, in one place.
 * Server error texts (`serverErrors`) are the API's stable `error` values that the client
 * maps to Bulgarian (SPEC.md §8); the rest is what people read.
 */

// The texts of the reader's pages live in messages/reader.ts, which the reader's islands import
// alone (decision 0088); every text is still exported from here.
export * from "./messages/reader.ts";
import { homeTexts, readerCommentTexts } from "./messages/reader.ts";

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
} as const;

export const authTexts = {
  username: "Потребителско име",
  password: "Парола",
  showPassword: "Покажи паролата",
  hidePassword: "Скрий паролата",
  journalistLoginTitle: "Вход за журналисти",
  journalistLoginSubmit: "Вход в панела",
  adminLoginTitle: "Вход за администратори",
  adminLoginSubmit: "Вход",
  submitting: "Влизане...",
  emptyCredentials: "Моля, въведете потребителско име и парола.",
  invalidCredentials: "Невалидно потребителско име или парола.",
  accountDeactivated: "Акаунтът е деактивиран. Моля, свържете се с администратор.",
  accountPendingApproval: "Акаунтът ви очаква одобрение от администратор. Ще можете да влезете, след като бъде активиран.",
  sessionExpired: "Сесията ви изтече. Моля, влезте отново.",
  insufficientPermissions: "Недостатъчни права за достъп.",
  loginFailed: "Грешка при влизане",
  networkError: "Грешка при свързване със сървъра",
  unexpectedError: "Възникна неочаквана грешка",
  tooManyAttempts: "Твърде много неуспешни опити. Моля, опитайте отново по-късно.",
  noAccount: "Нямате акаунт?",
  createAccountLink: "Регистрирайте се",
  logout: "Изход",
  loading: "Зареждане...",
} as const;

/**
 * Registration (SPEC.md §2, issue 29 point 8): in Bulgarian, with a name and an e-mail for the
 * newsroom to vet, and the wait for approval said (SPEC.md's English texts replaced, decision 0094).
 */
export const registerTexts = {
  title: "Регистрация на журналист",
  submit: "Регистрация",
  submitting: "Регистриране...",
  haveAccount: "Вече имате акаунт?",
  loginLink: "Вход",
  success: "Регистрацията е приета.",
  pendingApproval: "Акаунтът ще бъде активен след одобрение от администратор.",
  waitTitle: "Очаквайте одобрение",
  waitLead: "Администратор от редакцията ще прегледа заявката ви. Когато я одобри, ще можете да влезете с потребителското си име и паролата.",
  backToSite: "Към сайта",
  toLogin: "Към входа",
  failure: "Нещо се обърка. Моля, опитайте отново.",
  networkError: "Грешка при свързване със сървъра. Моля, опитайте отново.",
  nameLabel: "Име и фамилия",
  nameHint: "Както ще се подписвате под статиите.",
  emailLabel: "Имейл",
  emailHint: "За връзка с редакцията; не се показва на читателите.",
  nameRequired: "Въведете име и фамилия.",
  emailRequired: "Въведете имейл.",
  emailInvalid: "Въведете валиден имейл, например ime@primer.bg.",
  emailTaken: "Вече има акаунт с този имейл.",
} as const;

/** The article builder and the journalist articles API (SPEC.md §5 Article save, §8 Builder). */
export const builderTexts = {
  titleRequired: "Моля, добавете заглавие на статията",
  sectionsRequired: "Моля, добавете поне една секция към статията",
  sectionContentRequired: "Всички секции трябва да съдържат съдържание",
  titleTooLong: (max: number) => `Заглавието може да е най-много ${max} знака`,
  descriptionTooLong: (max: number) => `Описанието може да е най-много ${max} знака`,
  headingTooLong: (max: number) => `Заглавието на секция може да е най-много ${max} знака`,
  captionTooLong: (max: number) => `Надписът може да е най-много ${max} знака`,
  tooManyCategories: (max: number) => `Може да изберете най-много ${max} категории`,
  unknownCategory: (name: string) => `Няма категория „${name}“`,
  unknownSectionType: "Секцията трябва да е текстова, заглавна или медийна",
  mediaNotUploaded: "Медийните файлове трябва да са качени в сайта",
  tooManySections: (max: number) => `Статията може да има най-много ${max} секции`,
  sectionTooLong: (max: number) => `Една секция може да има най-много ${max.toLocaleString("bg-BG")} знака`,
  articleTooLong: (max: number) => `Статията може да има най-много ${max.toLocaleString("bg-BG")} знака текст`,
  tooMuchMarkup: (max: number) =>
    `Статията може да има най-много ${max.toLocaleString("bg-BG")} етикета за форматиране (параграфи, удебелен, наклонен и подчертан текст)`,
  updateFailed: "Неуспешно обновяване на статията",
  createFailed: "Неуспешно създаване на статията",

  // The builder screen (SPEC.md §2 Article builder, §8 Builder)
  createTitle: "Създаване на статия",
  editTitle: "Редактиране на статия",
  back: "Назад",
  modeEdit: "Редактиране",
  modePreview: "Преглед",
  clearDraft: "Изтрий чернова",
  publish: "Публикувай статията",
  saveChanges: "Запази промените",
  saving: "Запазване...",
  loading: "Зареждане на статия...",
  errorTitle: "Възникна грешка",
  close: "Затвори",
  readTime: (minutes: number) => `${minutes} мин четене`,
  sectionLabels: { paragraph: "Текстова секция", heading: "Заглавна секция", image: "Медийна секция" },
  headingPlaceholder: "Въведете текст за заглавие...",
  captionPlaceholder: "незадължително",
  confirmClear: "Сигурни ли сте, че искате да изчистите тази чернова? Това действие не може да бъде отменено.",
  clearFailed: "Неуспешно изчистване на черновата.",
  cleared: "Черновата е изчистена успешно!",
  articleLoadFailed: "Неуспешно зареждане на статията.",
  thumbnailUploadFailed: (reason: string) => `Основната снимка не е качена. ${reason}`,
  noUrlInResponse: "Сървърът не върна адреса на файла. Моля, опитайте отново.",
  /** Offered when the categories can't be loaded (SPEC.md §8 Builder). */
  defaultCategories: ["Политика", "Технологии", "Бизнес", "Спорт", "Култура", "Наука", "Здраве", "Образование", "Развлечения", "Международни"],

  // The builder's own words
  titleLabel: "Заглавие",
  titlePlaceholder: "Въведете заглавие на статията",
  descriptionLabel: "Описание",
  descriptionPlaceholder: "Кратко резюме, което читателите виждат в списъците и при споделяне",
  descriptionCounter: (n: number, max: number) => `${n}/${max}`,
  categoriesLabel: "Категории",
  categoriesPlaceholder: "Изберете категории",
  categoriesChosen: (n: number, max: number) => `Избрани ${n} от ${max}`,
  categoriesHint: (max: number) => `До ${max} категории; първата е основната.`,
  categoriesFull: (max: number) => `Избрани са ${max} категории: премахнете една, за да изберете друга.`,
  removeCategory: (name: string) => `Премахни категория ${name}`,
  thumbnailLabel: "Основна снимка",
  thumbnailHint: "Показва се в списъците и при споделяне, в рамка 16:9.",
  uploadThumbnail: "Качи снимка",
  replaceThumbnail: "Смени снимката",
  removeThumbnail: "Премахни снимката",
  thumbnailImagesOnly: "Основната снимка трябва да е изображение.",
  sectionsTitle: "Съдържание",
  noSections: "Все още няма секции. Добавете текст, заглавие или медия.",
  addParagraph: "Добави текст",
  addHeading: "Добави заглавие",
  addMedia: "Добави медия",
  moveUp: "Премести нагоре",
  moveDown: "Премести надолу",
  deleteSection: "Изтрий секцията",
  dragSection: (position: number) => `Плъзнете, за да преместите секция ${position}`,
  sectionNumber: (position: number, label: string) => `${position}. ${label}`,
  dragPickedUp: (position: number) => `Взехте секция ${position}.`,
  dragOver: (position: number) => `Над позиция ${position}.`,
  dragDropped: (from: number, to: number) => `Секция ${from} е преместена на позиция ${to}.`,
  dragCancelled: "Преместването е отказано.",
  headingLabel: "Текст на заглавието",
  paragraphLabel: "Текст",
  paragraphPlaceholder: "Започнете да пишете...",
  formatting: "Форматиране",
  bold: "Удебелен (Ctrl+B)",
  italic: "Курсив (Ctrl+I)",
  underline: "Подчертан (Ctrl+U)",
  mediaPick: "Изберете снимка или видео",
  mediaHint: "JPEG, PNG, WebP, GIF или AVIF до 10 MB; MP4, WebM или OGG до 200 MB",
  replaceMedia: "Смени файла",
  removeMedia: "Премахни файла",
  captionLabel: "Надпис",
  uploading: (percent: number) => `Качване... ${percent}%`,
  cancelUpload: "Отмени качването",
  uploadUnsupported: "Файлът трябва да е снимка (JPEG, PNG, WebP, GIF, AVIF) или видео (MP4, WebM, OGG).",
  uploadTooLarge: "Файлът е твърде голям: до 10 MB за снимки и до 200 MB за видео.",
  uploadNetworkError: "Грешка при свързване със сървъра. Моля, опитайте отново.",
  uploadFailed: "Качването не бе успешно. Моля, опитайте отново.",
  previewEmpty: "Все още няма съдържание за преглед.",
  draftRestored: "Възстановихме незавършената ви чернова.",
  draftSaved: "Черновата е запазена на това устройство",
  articleNotFound: "Статията не е намерена или нямате достъп до нея.",
  signedOutWhileSaving: "Сесията ви е изтекла. Моля, влезте отново в друг раздел и опитайте пак.",
  confirmLeave: "Имате незапазени промени. Ако излезете, те ще бъдат изгубени.",
  leave: "Излез без запазване",
  savedHidden: "Промените са запазени. Статията е скрита, затова не се вижда в сайта.",
} as const;

/** The staff preview of an article, draft or not, as readers will see it (decision 0050). */
export const previewTexts = {
  pageTitle: (title: string) => `Преглед: ${title}`,
  draft: "Чернова",
  published: "Публикувана",
  draftNotice: "Така ще изглежда статията за читателите. Докато е чернова, я виждат само авторът ѝ и администраторите.",
  publishedNotice: "Статията е публикувана и читателите я виждат.",
  openPublic: "Отвори в сайта",
  edit: "Редактирай",
  back: "Назад",
  loading: "Зареждане на статията...",
  notFound: "Статията не е намерена или нямате достъп до нея.",
  loadFailed: "Неуспешно зареждане на статията. Моля, опитайте отново.",
} as const;

/** Admin categories (SPEC.md §5 Category, §8 Admin screens). */
export const categoryTexts = {
  nameRequired: "Името на категорията е задължително",
  nameTooLong: (max: number) => `Името на категорията може да е най-много ${max} знака`,
  nameTaken: "Вече има категория с това име",
  loadFailed: "Неуспешно зареждане на категориите. Моля, опитайте отново по-късно.",
  addFailed: "Неуспешно добавяне на категорията",
  updateFailed: "Неуспешно обновяване на категорията",
  deleteFailed: "Неуспешно изтриване на категорията",
  moveFailed: "Неуспешно местене",
  reorderFailed: "Неуспешно пренареждане",
} as const;

/** Admin featured articles (SPEC.md §5 Featured, §8). */
export const featuredTexts = {
  popularSection: "Популярни",
  secondarySection: "Второстепенни",
  overLimit: (max: number, section: string) => `Можете да изберете най-много ${max} статии в секция „${section}“`,
  duplicate: "Една статия не може да бъде избрана два пъти",
  notPublished: "Могат да се избират само публикувани статии",
  loadFailed: "Неуспешно зареждане на популярните статии...",
  saveFailed: "Неуспешно запазване на популярните статии...",
  saved: "Популярните статии са запазени успешно!",
} as const;

/** Admin journalists and administrators (SPEC.md §5 User form, §8 Users). */
export const userTexts = {
  usernamePasswordRequired: "Потребителското име и паролата са задължителни",
  nameRequiredForJournalists: "Името е задължително за журналистите",
  passwordsDontMatch: "Паролите не съвпадат",
  usernameInvalid: (min: number, max: number) => `Потребителското име трябва да е от ${min} до ${max} знака: букви, цифри, точка, тире и долна черта`,
  passwordLength: (min: number, max: number) => `Паролата трябва да е от ${min} до ${max} знака`,
  nameTooLong: (max: number) => `Името може да е най-много ${max} знака`,
  usernameTaken: "Потребителското име вече е заето",
  ownerProtected: "Собственикът не може да бъде деактивиран или изтрит",
  selfProtected: "Не можете да деактивирате или изтриете собствения си акаунт",
  roleNotAllowed: "Нямате право да назначавате тази роля",
  registrationClosed: "Регистрацията на нови акаунти е спряна.",
  loadFailed: "Неуспешно зареждане на потребителите. Моля, опитайте отново по-късно.",
  avatarFailed: "Неуспешно качване на изображението. Моля, опитайте отново.",
} as const;

/** The journalist area: dashboard and my articles (SPEC.md §2, §5, §8 Journalist screens). */
export const journalistTexts = {
  dashboardLoading: "Зареждане на таблото...",
  retry: "Опитай отново",
  statsFailed: "Неуспешно зареждане на статистиката от таблото",
  totalArticles: "Общо статии",
  publishedArticles: "Публикувани",
  totalViews: "Общо прегледи",
  totalComments: "Коментари",
  createArticle: "Създай статия",
  viewArticles: "Виж статиите",
  recentArticles: "Последни статии",
  allArticles: "Всички статии",
  emptyDashboard: "Все още нямате статии. Напишете първата си статия!",
  statusPublished: "Публикувана",
  statusDraft: "Чернова",
  title: "Заглавие",
  status: "Статус",
  date: "Дата",
  publishDate: "Дата на публикуване",
  views: "Прегледи",
  actions: "Действия",
  edit: "Редактирай",
  view: "Виж",
  preview: "Преглед",
  publish: "Публикувай",
  hide: "Скрий",
  delete: "Изтрий",
  cancel: "Отказ",
  chartTitle: "Прегледи за последните 30 дни",
  chartSummary: (total: number, allTime: number, best: string, bestViews: number) =>
    `${total.toLocaleString("bg-BG")} ${total === 1 ? "преглед" : "прегледа"} за последните 30 дни (от общо ${allTime.toLocaleString("bg-BG")} за цялото време); най-много на ${best} (${bestViews.toLocaleString("bg-BG")}).`,
  allTimeViews: "Прегледи за цялото време",
  noThumbnail: "Добавете основна снимка",
  myArticles: "Моите статии",
  searchPlaceholder: "Търсене в статиите...",
  newArticle: "Нова статия",
  list: "Списък",
  grid: "Мрежа",
  statusAll: "Всички",
  statusFilter: "Статус",
  sortBy: "Подреди по",
  sortDate: "Дата",
  sortTitle: "Заглавие",
  sortViews: "Прегледи",
  ascending: "Възходящо",
  descending: "Низходящо",
  count: (n: number) => `${n} ${n === 1 ? "статия" : "статии"}`,
  emptyFiltered: "Не сте създали статии, които да отговарят на вашите филтри.",
  emptyAll: "Все още нямате статии. Напишете първата си статия!",
  listFailed: (status: number, statusText: string) => `Неуспешно зареждане на вашите статии: ${status} ${statusText}`.trim(),
  listFailedGeneric: "Неуспешно зареждане на вашите статии. Моля, опитайте отново по-късно.",
  deleteFailed: "Неуспешно изтриване на статията. Моля, опитайте отново.",
  publishFailed: "Неуспешно публикуване на статията. Моля, опитайте отново.",
  hideFailed: "Неуспешно скриване на статията. Моля, опитайте отново.",
  confirmDelete: "Сигурни ли сте, че искате да изтриете тази статия? Това действие не може да бъде отменено.",
  confirmPublish: "Сигурни ли сте, че искате да публикувате тази статия? Тя ще бъде видима за всички читатели.",
  confirmHide: "Сигурни ли сте, че искате да скриете тази статия? Тя няма да бъде видима за читателите.",
} as const;

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

export const staffTexts = {
  journalistFallbackName: "журналист",
  adminPanel: "Административен панел",
  journalistArea: "Журналистически панел",
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

/** The sign-in and registration pages' own words (besides `authTexts` and `registerTexts`). */
export const authPageTexts = {
  journalistLoginLead: "Влезте, за да пишете и управлявате статиите си.",
  adminLoginLead: "Достъп за администратори и собственици на сайта.",
  registerLead: "Регистрирайте се като журналист в редакцията.",
  usernameHint: (min: number, max: number) => `От ${min} до ${max} знака: букви, цифри, точка, тире и долна черта.`,
  passwordHint: (min: number) => `Поне ${min} знака.`,
  redirecting: "Пренасочване...",
  needsJavaScript: "Входът и регистрацията работят с JavaScript. Моля, включете го в браузъра си.",
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

/** Bulgarian plural: one form for 1, another for the rest. */
function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The admin back-office screens (SPEC.md §2 Admin screens, §5 confirmations, §8 Admin screens). */
export const adminTexts = {
  // Shared by every screen
  retry: "Опитай отново",
  cancel: uiTexts.cancel,
  confirm: "Потвърди",
  confirmTitle: "Потвърждение",
  save: "Запази",
  saving: "Запазване...",
  delete: "Изтрий",
  edit: "Редактирай",
  actions: uiTexts.actions,
  search: "Търсене",
  filters: "Филтри",
  clearFilters: "Изчисти филтрите",
  noDate: "Няма дата",
  pageOf: (page: number, total: number) => `Страница ${page} от ${total}`,
  dateFrom: "От дата",
  dateTo: "До дата",
  views: "Преглеждания",
  likes: "Харесвания",
  comments: "Коментари",
  viewArticle: "Виж статията",
  moveUp: "Премести нагоре",
  moveDown: "Премести надолу",
  dragHandle: (name: string) => `Плъзнете, за да преместите „${name}“`,

  // Relative time (SPEC.md §9: minutes < 60, hours < 24, days < 7, weeks < 30 days, else a date)
  justNow: homeTexts.justNow,
  minutesAgo: (n: number) => `преди ${plural(n, "минута", "минути")}`,
  hoursAgo: (n: number) => `преди ${plural(n, "час", "часа")}`,
  daysAgo: (n: number) => `преди ${plural(n, "ден", "дни")}`,
  weeksAgo: (n: number) => `преди ${plural(n, "седмица", "седмици")}`,
  never: "Никога",

  // Dashboard
  dashboardLoadFailed: "Неуспешно зареждане на данните от таблото. Моля, опитайте отново по-късно.",
  dashboardLoading: "Зареждане на таблото...",
  statTotalArticles: "Общо статии",
  statPublished: "Публикувани",
  statJournalists: "Журналисти",
  statAdmins: "Администратори",
  statViews: "Преглеждания",
  statLikes: "Харесвания",
  statComments: "Коментари",
  statistics: "Статистика",
  recentArticles: "Последни публикувани статии",
  noRecentArticles: "Все още няма публикувани статии.",
  allArticles: "Всички статии",

  // Articles
  articlesLoadFailed: "Неуспешно зареждане на статиите. Моля, опитайте отново по-късно.",
  articleStatusFailed: "Неуспешна промяна на статуса на статията.",
  articleDeleteFailed: "Неуспешно изтриване на статията.",
  articlesLoading: "Зареждане на статиите...",
  articlesHeading: "Статии",
  previewDraft: "Преглед на черновата",
  searchArticles: "Търсене в статиите...",
  status: "Статус",
  allStatuses: "Всички",
  publishedFilter: "Публикувани",
  draftFilter: "Чернови",
  category: "Категория",
  allCategories: "Всички категории",
  author: "Автор",
  allAuthors: "Всички автори",
  sortBy: "Подреди по",
  sortDate: "Дата",
  sortTitle: "Заглавие",
  sortViews: "Преглеждания",
  sortOrder: "Посока",
  sortDesc: "Низходящо",
  sortAsc: "Възходящо",
  published: "Published",
  draft: "Draft",
  publish: "Publish",
  unpublish: "Unpublish",
  title: "Заглавие",
  categories: "Категории",
  publishDate: "Дата на публикуване",
  date: "Дата",
  confirmPublish: "Сигурни ли сте, че искате да публикувате тази статия? Тя ще бъде видима за всички читатели.",
  confirmUnpublish: "Сигурни ли сте, че искате да скриете тази статия? Тя няма да бъде видима за читателите.",
  confirmDeleteArticle: "Сигурни ли сте, че искате да изтриете тази статия? Това действие не може да бъде отменено.",
  articlePublished: "Статията е публикувана.",
  articleUnpublished: "Статията е скрита.",
  articleDeleted: "Статията е изтрита.",
  articleCount: (n: number) => plural(n, "статия", "статии"),
  noArticles: "Все още няма статии.",
  noMatchingArticles: "Няма статии, които да отговарят на филтрите.",
  articleStatistics: "Статистика на статията",
  showAllArticles: "Покажи всички статии",

  // Comments modal
  commentsTitle: (title: string) => `Коментари: ${title}`,
  commentsTitlePlain: "Коментари",
  commentsLoadFailed: "Неуспешно зареждане на коментарите. Моля, опитайте отново по-късно.",
  commentDeleteFailed: "Неуспешно изтриване на коментара.",
  commentsLoading: "Зареждане на коментарите...",
  noComments: "Няма коментари към тази статия.",
  confirmDeleteComment: "Сигурни ли сте, че искате да изтриете този коментар? Това действие не може да бъде отменено.",
  commentDeleted: "Коментарът е изтрит.",
  deleteComment: (author: string) => `Изтрий коментара на ${author}`,

  // Categories
  categoriesLoading: "Зареждане на категориите...",
  newCategory: "Нова категория",
  categoryName: "Име на категорията",
  addCategory: "Добави",
  rename: "Преименувай",
  renameCategory: (name: string) => `Преименувай „${name}“`,
  deleteCategory: (name: string) => `Изтрий „${name}“`,
  confirmDeleteCategory: (name: string) =>
    `Сигурни ли сте, че искате да изтриете категорията „${name}“? Статиите ѝ ще запазят другите си категории. Това действие не може да бъде отменено.`,
  categoryAdded: "Категорията е добавена.",
  categoryRenamed: "Категорията е преименувана.",
  categoryDeleted: "Категорията е изтрита.",
  noCategories: "Все още няма категории.",
  categoryOrderHint: "Подреждането тук е редът в страничното меню на сайта. Плъзнете или използвайте стрелките.",
  dragInstructions:
    "За да преместите елемент, натиснете интервал или Enter, използвайте стрелките нагоре и надолу и натиснете отново интервал или Enter. Escape отказва.",
  dragPickedUp: (name: string) => `Взехте „${name}“.`,
  dragOver: (name: string, position: number) => `„${name}“ е над позиция ${position}.`,
  dragDropped: (name: string, position: number) => `Поставихте „${name}“ на позиция ${position}.`,
  dragCancelled: (name: string) => `Преместването на „${name}“ е отказано.`,

  // Journalists and administrators
  usersLoading: "Зареждане на потребителите...",
  searchUsers: "Търсене по име или потребителско име...",
  active: "Активен",
  inactive: "Неактивен",
  activeFilter: "Активни",
  inactiveFilter: "Неактивни",
  awaitingApproval: "Очаква одобрение",
  awaitingApprovalFilter: "Очакват одобрение",
  awaitingApprovalCount: (n: number) => (n === 1 ? "1 акаунт очаква одобрение." : `${n} акаунта очакват одобрение.`),
  showAwaitingApproval: "Покажи ги",
  reviewApplications: "Прегледай заявките",
  confirmApprove: (name: string) =>
    `Сигурни ли сте, че искате да одобрите и активирате потребителя „${name}“? Той ще може да влиза в системата.`,
  roleLocked: "Ролята на собственика и вашата собствена роля не могат да бъдат променяни.",
  newJournalist: "Нов журналист",
  newAdmin: "Нов администратор",
  editUser: "Редактиране на потребител",
  user: "Потребител",
  role: "Роля",
  lastActivity: "Последна активност",
  createdAt: "Създаден",
  activate: "Активирай",
  deactivate: "Деактивирай",
  confirmActivate: (name: string) => `Сигурни ли сте, че искате да активирате потребителя „${name}“? Той ще може да влиза в системата.`,
  confirmDeactivate: (name: string) =>
    `Сигурни ли сте, че искате да деактивирате потребителя „${name}“? Той ще бъде изведен от системата при следващото си действие.`,
  confirmDeleteUser: (name: string) => `Сигурни ли сте, че искате да изтриете потребителя „${name}“? Това действие не може да бъде отменено.`,
  userCreated: "Потребителят е създаден.",
  userUpdated: "Промените са запазени.",
  userDeleted: "Потребителят е изтрит.",
  userActivated: "Потребителят е активиран.",
  userDeactivated: "Потребителят е деактивиран.",
  userCreateFailed: "Неуспешно създаване на потребителя.",
  userUpdateFailed: "Неуспешно обновяване на потребителя.",
  userDeleteFailed: "Неуспешно изтриване на потребителя.",
  userStatusFailed: "Неуспешна промяна на статуса на потребителя.",
  noJournalists: "Все още няма журналисти.",
  noAdmins: "Все още няма администратори.",
  noMatchingUsers: "Няма потребители, които да отговарят на филтрите.",
  ownerLocked: "Собственикът не може да бъде деактивиран или изтрит",
  fullName: "Пълно име",
  confirmPassword: "Потвърдете паролата",
  keepPasswordHint: "Оставете празно, за да запазите текущата парола.",
  profilePicture: "Профилна снимка",
  profilePictureHint: "JPEG, JPG, PNG или WebP, до 5 MB.",
  chooseFile: "Избери файл",
  noFileChosen: "Няма избран файл",
  avatarWrongType: "Позволени са само изображения JPEG, JPG, PNG или WebP.",
  avatarTooLarge: "Изображението трябва да е до 5 MB.",
  avatarOneFile: "Изберете един файл.",
  avatarUploaded: "Профилната снимка е обновена.",
  create: "Създай",

  // Featured
  featuredLoading: "Зареждане на избраните статии...",
  featuredSections: "Секции с избрани статии",
  selected: (n: number, max: number) => `Избрани (${n}/${max})`,
  availableArticles: "Публикувани статии",
  searchFeatured: "Търсене на статии...",
  add: "Добави",
  addArticle: (title: string) => `Добави „${title}“`,
  remove: "Премахни",
  removeArticle: (title: string) => `Премахни „${title}“`,
  alreadySelected: "Избрана",
  noSelection: "Няма избрани статии. Добавете от списъка с публикувани статии.",
  noAvailable: "Няма намерени статии.",
  unsavedChanges: "Има незапазени промени.",
  discardChanges: "Отмени промените",
  confirmLeaveFeatured: "Имате незапазени промени в избраните статии. Ако излезете, те ще бъдат изгубени.",
  leaveWithoutSaving: "Излез без запазване",
  availableLoadFailed: "Неуспешно зареждане на статиите. Моля, опитайте отново по-късно.",

  // Audit logs
  auditLoadFailed: "Неуспешно зареждане на журнала на действията. Моля, опитайте отново по-късно.",
  auditLoading: "Зареждане на журнала...",
  action: "Действие",
  allActions: "Всички действия",
  entityType: "Тип обект",
  allEntityTypes: "Всички типове",
  allUsers: "Всички потребители",
  auditCount: (n: number) => plural(n, "запис", "записа"),
  noAuditLogs: "Няма записи, които да отговарят на филтрите.",
  exportCsv: "Export CSV",
  exporting: "Експортиране...",
  exportFailed: "Неуспешен експорт на журнала. Моля, опитайте отново.",
  auditColumns: {
    timestamp: "Timestamp",
    user: "User",
    action: "Action",
    entityType: "Entity Type",
    entityId: "Entity ID",
    details: "Details",
    ipAddress: "IP Address",
  },
  systemUser: "—",
} as const;

/**
 * Issue 20, the newsroom's day: drafts on the server, scheduled publishing, revisions, edit
 * conflicts, corrections and updates (decisions 0064-0069).
 */
export const newsroomTexts = {
  // Saving without publishing, and the autosave (decision 0064)
  saveDraft: "Запази като чернова",
  savedAt: (time: string) => `Запазено в ${time}`,
  unsaved: "Има незапазени промени",
  autosaveFailed: "Автоматичното запазване не успя. Ще опитаме отново.",
  autosaveNeedsTitle: "Добавете заглавие, за да се пази черновата и на сървъра.",
  draftSavedToast: "Черновата е запазена.",
  pendingSavedToast: "Промените са запазени като чернова. Статията, която читателите виждат, не е променена.",
  pendingFound: (time: string) => `Имате незапубликувани промени по статията, запазени в ${time}.`,
  pendingStale: "Статията е променена след това: сравнете, преди да ги възстановите.",
  restorePending: "Възстанови",
  discardPending: "Отхвърли",
  pendingRestored: "Незапубликуваните промени са възстановени. Запазете ги, за да влязат в сила.",
  // A copy left on this device by a reload, a closed tab or a crash (issue 29, point 2)
  deviceCopyFound: (time: string) => `На това устройство е останал незапазен текст на статията от ${time}.`,
  deviceCopyFoundUndated: "На това устройство е останал незапазен текст на статията.",
  deviceCopyStale: "Статията е запазвана на сървъра след това: сравнете, преди да го възстановите.",
  deviceCopyRestored: "Текстът от устройството е възстановен. Запазете го, за да влезе в статията.",
  offeredText: "Предложеният текст",
  // The person's own text when they took the saved version in a conflict (issue 29, point 9)
  setAsideFound: "Вашият текст отпреди „Вземи запазената версия“ е запазен тук, докато не затворите редактора.",
  setAsideRestored: "Вашият текст е върнат в редактора.",
  draftDeleteFailed: "Неуспешно изтриване на черновата от сървъра.",

  // Statuses
  statusScheduled: "Насрочена",
  statusScheduledPlural: "Насрочени",
  scheduledFor: (when: string) => `Насрочена за ${when}`,

  // Scheduling (decision 0065)
  schedule: "Насрочи публикуване",
  scheduleShort: "Насрочи",
  changeSchedule: "Промени часа",
  cancelSchedule: "Отмени насрочването",
  scheduleTitle: "Насрочване на публикуването",
  scheduleLabel: "Дата и час (българско време)",
  scheduleHint: "Статията ще се публикува сама в този момент. Дотогава читателите не я виждат.",
  scheduleConfirm: "Насрочи",
  scheduleInPast: "Изберете момент в бъдещето.",
  scheduleInvalid: "Въведете дата и час.",
  scheduleAndPublish: "Статията се публикува или сега, или в насрочения момент, не и двете.",
  scheduled: (when: string) => `Статията е насрочена за ${when}.`,
  unscheduled: "Насрочването е отменено. Статията е чернова.",
  scheduleFailed: "Неуспешно насрочване на статията. Моля, опитайте отново.",
  unscheduleFailed: "Неуспешно отменяне на насрочването. Моля, опитайте отново.",
  confirmUnschedule: "Сигурни ли сте, че искате да отмените насрочването? Статията ще остане чернова и няма да се публикува.",
  notScheduled: "Статията не е насрочена.",

  // Revisions (decision 0066)
  history: "История",
  historyTitle: "История на промените",
  historyLoading: "Зареждане на историята...",
  historyFailed: "Неуспешно зареждане на историята. Моля, опитайте отново.",
  historyEmpty: "Все още няма запазени версии.",
  version: (n: number) => `Версия ${n}`,
  current: "текуща",
  automatic: "автоматично",
  revisionKinds: {
    initial: "Първоначална версия",
    create: "Създадена",
    save: "Запазена",
    autosave: "Запазена автоматично",
    restore: "Възстановена",
    publish: "Публикувана",
    unpublish: "Скрита",
    schedule: "Насрочена",
    unschedule: "Насрочването е отменено",
    scheduled_publish: "Публикувана по график",
  },
  changedParts: {
    title: "заглавие",
    description: "описание",
    thumbnail: "основна снимка",
    categories: "категории",
    other: "други полета",
  },
  sectionChanges: (added: number, removed: number, changed: number) =>
    [added ? `${added} ${added === 1 ? "нова секция" : "нови секции"}` : "", removed ? `${removed} ${removed === 1 ? "премахната секция" : "премахнати секции"}` : "", changed ? `${changed} ${changed === 1 ? "променена секция" : "променени секции"}` : ""]
      .filter(Boolean)
      .join(", "),
  noTextChanges: "без промени в текста",
  compareWithCurrent: "Сравни с текущия текст",
  restoreVersion: "Възстанови тази версия",
  confirmRestore: (n: number) => `Да възстановим ли версия ${n}? Текущият текст остава в историята, а възстановеният става нова версия.`,
  confirmRestoreUnsaved: "Незапазените ви промени в редактора ще бъдат заменени.",
  restoreGoesLive: "Статията е публикувана: читателите ще видят възстановения текст веднага. Кажете им, ако е корекция или актуализация.",
  cancelRestore: "Отказ",
  restored: (n: number) => `Версия ${n} е възстановена като нова версия.`,
  restoreFailed: "Неуспешно възстановяване на версията.",
  revisionNotFound: "Версията не е намерена.",

  // Comparison
  compareTitle: "Сравнение",
  compareLegend: "Зелено: добавено; червено и зачеркнато: премахнато.",
  added: "добавено",
  removed: "премахнато",
  sectionAdded: "Нова секция",
  sectionRemoved: "Премахната секция",
  formattingOnly: "Променено е само форматирането.",
  noDifferences: "Няма разлики.",
  // Only the changes, with context, counted and navigable (issue 29, point 7)
  changeCount: (n: number) => (n === 1 ? "1 промяна" : `${n} промени`),
  changeOf: (i: number, n: number) => `промяна ${i} от ${n}`,
  previousChange: "Предишна промяна",
  nextChange: "Следваща промяна",
  previousShort: "Предишна",
  nextShort: "Следваща",
  unchanged: "без промяна",
  unchangedSections: (n: number) => (n === 1 ? "… 1 непроменена секция" : `… ${n} непроменени секции`),
  unchangedTextLeftOut: "непроменен текст, пропуснат",
  yourText: "Текущият текст в редактора",
  thumbnailChanged: "Основната снимка е сменена.",
  thumbnailNone: "няма",
  backToHistory: "Към историята",

  // Edit conflicts (decision 0067)
  editConflict: "Статията е променена от друг потребител или в друг прозорец, след като я отворихте. Промените ви не са запазени.",
  conflictTitle: "Статията е променена",
  conflictBy: (who: string, when: string, version: number) => `${who} я запази в ${when} (версия ${version}).`,
  conflictHelp: "Сравнете двете версии и изберете коя да остане. Нищо не се губи: запазената версия остава в историята, а ако вземете нея, редакторът ще ви предлага вашия текст обратно, докато не го затворите.",
  compare: "Сравни",
  keepMine: "Запази моята версия",
  takeTheirs: "Вземи запазената версия",
  theirs: "Запазената версия",
  mine: "Вашата версия",
  tookTheirs: "Редакторът показва запазената версия.",
  // A status changed by someone else while the author edited (issue 29, point 1)
  statusChange: (change: { kind: "publish" | "unpublish" | "schedule" | "unschedule" | "scheduled_publish"; by: string | null; role: string | null; byYou: boolean }, when: string, scheduledFor: string) => {
    if (change.kind === "scheduled_publish") return `Статията беше публикувана по график ${when}.`;
    if (change.byYou) {
      const act = { publish: "публикувахте статията", unpublish: "скрихте статията", schedule: `насрочихте статията за ${scheduledFor}`, unschedule: "отменихте насрочването на статията" }[change.kind];
      return `Вие ${act} ${when} в друг прозорец или на друго устройство.`;
    }
    const act = { publish: "публикува статията", unpublish: "скри статията", schedule: `насрочи статията за ${scheduledFor}`, unschedule: "отмени насрочването на статията" }[change.kind];
    const who = change.role === "Owner" ? `Собственикът на сайта ${change.by ?? ""}` : change.role === "Admin" ? `Администраторът ${change.by ?? ""}` : (change.by ?? "Друг потребител");
    return `${who.trim()} ${act} ${when}.`;
  },
  notSaved: "Промените ви не са запазени.",
  statusRow: "Състояние",
  statusNow: (status: string) => `сега: ${status}`,
  /** Said before "Запази моята версия": what the save does with the status someone else set. */
  statusKept: {
    draft: "Статията остава скрита: вашата версия се запазва, без да я публикува отново. Публикуването е отделно действие („Публикувай“).",
    published: "Статията вече е публикувана: вашата версия ще се види от читателите веднага щом я запазите.",
    scheduled: "Статията остава насрочена: вашата версия ще се публикува в насрочения момент.",
  },

  // Corrections and updates (decision 0068)
  markLabel: "Отбелязване за читателите",
  markNone: "Без отбелязване",
  correction: "Корекция",
  update: "Актуализация",
  noteLabel: "Бележка към читателите",
  notePlaceholder: "Какво е поправено или добавено",
  noteCounter: (n: number, max: number) => `${n}/${max}`,
  noteRequired: "Моля, опишете корекцията или актуализацията.",
  noteTooLong: (max: number) => `Бележката може да е най-много ${max} знака`,
  markOnlyPublished: "Корекция или актуализация се отбелязва само при публикувана статия.",
  updatedAt: (when: string) => `Обновена: ${when}`,
  correctionsTitle: "Корекции и актуализации",
  /** The line of a note at the article's end: "Корекция (25/11/26, 14:35): …". */
  correctionKinds: { correction: "Корекция", update: "Актуализация" },
} as const;

/** The API's texts for refusals of the comment routes (issue 22); `alreadyReported` has its own code. */
export const commentServerErrors = {
  alreadyReported: readerCommentTexts.alreadyReported,
  parentGone: readerCommentTexts.parentGone,
  duplicate: readerCommentTexts.duplicate,
  threadFull: readerCommentTexts.threadFull,
  noWriterToBlock: "Авторът на този коментар не може да бъде блокиран: за него няма запазена бисквитка или адрес.",
  noBrowserToBlock: "За този коментар няма бисквитка на браузър: може да се блокира само адресът.",
} as const;

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
  writerAddressBlockedHint: "Коментарът е от адрес, блокиран заради друг читател. Може да е споделен адрес: мобилна мрежа, офис, училище.",
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
    n === 1 ? "Коментарът ще бъде публикуван и сигналите за него ще бъдат приключени." : `${n} коментара ще бъдат публикувани и сигналите за тях ще бъдат приключени.`,
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
  blockIntro: (author: string) => `Новите коментари на „${author}“ ще чакат преглед. Авторът няма да разбере, че е блокиран.`,
  blockScope: "Какво да се блокира",
  blockScopes: { browser: "Само този браузър", address: "Адреса (всички браузъри на него)" },
  blockScopeHints: {
    browser: "По бисквитката на браузъра, с който е писан коментарът. Останалите читатели не се засягат.",
    address: "Един адрес често се ползва от много хора: мобилни мрежи, офиси, училища. Коментарите на всички тях ще чакат преглед до 30 дни.",
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
  blocksHint: "Коментарите на блокиран читател чакат преглед, вместо да се публикуват веднага. Блокиране по адрес действа до 30 дни от коментара.",
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
  confirmUnblock: (author: string) => `Сигурни ли сте, че искате да отблокирате „${author}“? Новите му коментари ще се публикуват според настройките.`,
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

/** A category's own RSS feed (issue 21). */
export const categoryFeedTexts = {
  rss: "RSS на категорията",
  rssTitle: (category: string, site: string) => `${site}: ${category}`,
  description: (category: string) => `Последните статии от категория ${category}`,
} as const;

/** Pictures: alternative text and credit, in the builder and on the reader's pages (issue 21). */
export const imageTexts = {
  credit: (name: string) => `Снимка: ${name}`,
  videoCredit: (name: string) => `Видео: ${name}`,
  altLabel: "Описание на снимката",
  altHint: "Задължително. Опишете накратко какво се вижда: за читателите, които не виждат снимката, и за търсачките.",
  altPlaceholder: "напр. Депутати гласуват в пленарната зала",
  creditLabel: "Автор на снимката",
  creditHint: "Показва се под снимката като „Снимка: …“.",
  videoCreditLabel: "Автор на видеото",
  videoCreditHint: "Показва се под видеото като „Видео: …“.",
  creditPlaceholder: "незадължително",
  thumbnailAltRequired: "Добавете описание на основната снимка (алтернативен текст)",
  sectionAltRequired: "Добавете описание на всяка снимка в статията (алтернативен текст)",
  altTooLong: (max: number) => `Описанието на снимка може да е най-много ${max} знака`,
  creditTooLong: (max: number) => `Авторът на снимка може да е най-много ${max} знака`,
} as const;

/** The API's answers to an upload whose picture the server will not decode now, or at all (issue 30, point 6). */
export const imageServerErrors = {
  tooLarge: (megapixels: number, side: number, frames: number) =>
    `Изображението е твърде голямо за обработка: най-много ${megapixels} мегапиксела, ${side.toLocaleString("bg-BG")} пиксела по дългата страна и ${frames} кадъра. Моля, намалете го и опитайте отново.`,
  busy: "Сървърът обработва други изображения в момента. Моля, опитайте отново след няколко секунди.",
} as const;

/** The publisher's pages, the footer that links them, and their admin screen (issue 21). */
export const sitePageTexts = {
  /** The pages by slug (common/site-pages.ts), as the issue names them: the footer's links and the default titles. */
  names: {
    "za-nas": "За нас",
    kontakti: "Контакти",
    reklama: "Реклама",
    "politika-za-poveritelnost": "Политика за поверителност",
    "usloviya-za-polzvane": "Условия за ползване",
  },
  footerNav: "За сайта",
  footerFeeds: "RSS емисия",
  updatedAt: (date: string) => `Последна промяна: ${date}`,
  // The admin screen
  intro: "Страниците, към които води долният край на всяка страница на сайта. Законът изисква онлайн медиите да посочват издателя и собствениците си: попълнете ги в „За нас“.",
  defaultBadge: "Текст по подразбиране",
  fillGaps: "Прегледайте го и попълнете данните в квадратни скоби.",
  /** Issue 29, point 15: what the Owner has not filled in, which readers do not see. */
  gapsMissing: (what: string) => `Непопълнено: ${what}. Читателите не виждат тези редове.`,
  hiddenFromReaders: "Читателите не виждат страницата: в нея има само непопълнени данни.",
  gapsReminder: (pages: string) => `Непопълнени данни на страниците на сайта (${pages}). Читателите не ги виждат, а законът изисква да посочите издателя и собствениците.`,
  toSitePages: "Към страниците",
  defaultText: "Текст по подразбиране: прегледайте го и попълнете данните в квадратни скоби.",
  backToList: "Всички страници",
  edited: (date: string) => `Редактирана: ${date}`,
  edit: (title: string) => `Редактирай „${title}“`,
  editShort: "Редактирай",
  view: "Виж в сайта",
  editTitle: (title: string) => `Редактиране: ${title}`,
  titleLabel: "Заглавие",
  bodyLabel: "Съдържание",
  bodyHint: "Заглавия, удебелен, наклонен и подчертан текст, списъци и връзки.",
  saved: "Страницата е запазена.",
  saveFailed: "Неуспешно запазване на страницата.",
  loadFailed: "Неуспешно зареждане на страниците. Моля, опитайте отново по-късно.",
  loading: "Зареждане на страниците...",
  titleRequired: "Заглавието на страницата е задължително",
  titleTooLong: (max: number) => `Заглавието може да е най-много ${max} знака`,
  bodyRequired: "Съдържанието на страницата е задължително",
  bodyTooLong: (max: number) => `Съдържанието може да е най-много ${max.toLocaleString("bg-BG")} знака`,
  // The editor's toolbar
  formatting: "Форматиране",
  heading: "Заглавие (H2)",
  subheading: "Подзаглавие (H3)",
  bulletList: "Списък",
  orderedList: "Номериран списък",
  link: "Връзка",
  linkUrl: "Адрес на връзката",
  applyLink: "Добави връзката",
  removeLink: "Премахни връзката",
  linkInvalid: "Адресът трябва да започва с https://, http://, mailto:, tel: или /",
  unsavedChanges: "Имате незапазени промени в страницата. Ако излезете, те ще бъдат изгубени.",
  leave: "Излез без запазване",
} as const;
