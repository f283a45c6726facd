/**
 * The message catalogue: every user-visible text of SPEC.md, word for word, in one place.
 * Server error texts (`serverErrors`) are the API's stable `error` values that the client
 * maps to Bulgarian (SPEC.md §8); the rest is what people read.
 */

/** Error texts the API answers with, which the screens translate (SPEC.md §8). */
export const serverErrors = {
  invalidCredentials: "invalid credentials",
  accountDeactivated: "account is deactivated",
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
} as const;

export const site = {
  defaultName: "Хроника",
  titleSeparator: " | ",
  tagline: "Новините на България",
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

export const registerTexts = {
  title: "Create an account",
  submit: "Регистрация",
  submitting: "Регистриране...",
  haveAccount: "Вече имате акаунт?",
  loginLink: "Вход",
  success: "User created successfully!",
  pendingApproval: "Акаунтът ще бъде активен след одобрение от администратор.",
  failure: "Something went wrong",
  networkError: "Network error",
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
  searchOverflow: (n: number) => `Има още ${n} резултата. Моля, прецизирайте търсенето.`,
  searchPlaceholder: "Търсене...",
  categories: "Категории",
  openCategories: "Покажи категориите",
  home: "Начало",
  breadcrumbLabel: "Навигация",
  defaultCategory: "Новини",
  editorialAuthor: "Редакцията",
  categoryDescription: (category: string) => `Последни новини от категория ${category}`,
  sortLabel: "Подреждане на статиите",
  loadingArticles: "Зареждане на статиите...",
  retry: "Опитай отново",
  secondaryTitle: "ПРЕПОРЪЧАНО",
  pagination: "Страници",
  pageLabel: (page: number) => `Страница ${page}`,
  previousPage: "Предишна страница",
  nextPage: "Следваща страница",
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
  comment: "Коментирай",
  commentSubmitting: "Изпращане...",
  commentUsernameRequired: "Моля, въведете потребителско име",
  commentContentRequired: "Моля, въведете коментар",
  commentFailed: "Неуспешно публикуване на коментар",
  commentUsernameTooLong: (max: number) => `Потребителското име може да е най-много ${max} знака`,
  commentContentTooLong: (max: number) => `Коментарът може да е най-много ${max} знака`,
  commentTooFast: "Публикувахте твърде много коментари за кратко време. Моля, опитайте отново след малко.",
  copyLink: "Копирай линк",
  linkCopied: "Link copied to clipboard",
  linkCopiedInstagram: "Link copied to clipboard for sharing on Instagram",
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
  moreFrom: (category: string) => `Още от ${category}`,
} as const;

/** The article builder and the journalist articles API (SPEC.md §5 Article save, §8 Builder). */
export const builderTexts = {
  titleRequired: "Моля, добавете заглавие на статията",
  sectionsRequired: "Моля, добавете поне една секция към статията",
  sectionContentRequired: "Всички секции трябва да съдържат съдържание",
  titleTooLong: (max: number) => `Заглавието може да е най-много ${max} знака`,
  descriptionTooLong: (max: number) => `Описанието може да е най-много ${max} знака`,
  captionTooLong: (max: number) => `Надписът може да е най-много ${max} знака`,
  tooManyCategories: (max: number) => `Може да изберете най-много ${max} категории`,
  unknownCategory: (name: string) => `Няма категория „${name}“`,
  unknownSectionType: "Секцията трябва да е текстова, заглавна или медийна",
  mediaNotUploaded: "Медийните файлове трябва да са качени в сайта",
  tooManySections: (max: number) => `Статията може да има най-много ${max} секции`,
  updateFailed: "Неуспешно обновяване на статията",
  createFailed: "Неуспешно създаване на статията",
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
  passwordTooShort: (min: number) => `Паролата трябва да е поне ${min} знака`,
  nameTooLong: (max: number) => `Името може да е най-много ${max} знака`,
  usernameTaken: "Потребителското име вече е заето",
  ownerProtected: "Собственикът не може да бъде деактивиран или изтрит",
  selfProtected: "Не можете да деактивирате или изтриете собствения си акаунт",
  roleNotAllowed: "Нямате право да назначавате тази роля",
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
  moreActions: "Още действия",
  chartTitle: "Прегледи за последните 30 дни",
  chartSummary: (total: number, best: string, bestViews: number) =>
    `Общо ${total} прегледа за 30 дни; най-много на ${best} (${bestViews}).`,
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
} as const;

/** Maps an API error text to what the login screens show (SPEC.md §8, Login and registration). */
export function loginErrorMessage(serverError: string | undefined | null): string {
  if (!serverError) return authTexts.loginFailed;
  switch (serverError) {
    case serverErrors.invalidCredentials:
      return authTexts.invalidCredentials;
    case serverErrors.accountDeactivated:
      return authTexts.accountDeactivated;
    case serverErrors.insufficientPermissions:
      return authTexts.insufficientPermissions;
    case serverErrors.tooManyRequests:
      return authTexts.tooManyAttempts;
    default:
      return serverError;
  }
}

/** The sign-in and registration pages' own words (besides `authTexts` and `registerTexts`). */
export const authPageTexts = {
  journalistLoginLead: "Влезте, за да пишете и управлявате статиите си.",
  adminLoginLead: "Достъп за администратори и собственици на сайта.",
  registerLead: "Регистрирайте се като журналист в редакцията.",
  usernameHint: (min: number, max: number) => `От ${min} до ${max} знака: букви, цифри, точка, тире и долна черта.`,
  passwordHint: (min: number) => `Поне ${min} знака.`,
  redirecting: "Пренасочване...",
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
  pagination: "Страници",
  previousPage: "Предишна страница",
  nextPage: "Следваща страница",
  page: (n: number) => `Страница ${n}`,
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
  justNow: "току-що",
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
  articlesLoadFailed: "Failed to load articles. Please try again later.",
  articleStatusFailed: "Failed to update article status",
  articleDeleteFailed: "Failed to delete article.",
  articlesLoading: "Зареждане на статиите...",
  searchArticles: "Търсене по заглавие...",
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
  commentsLoadFailed: "Failed to load comments. Please try again later.",
  commentDeleteFailed: "Failed to delete comment.",
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
  availableLoadFailed: "Failed to load articles. Please try again later.",

  // Audit logs
  auditLoadFailed: "Failed to load audit logs. Please try again later.",
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
