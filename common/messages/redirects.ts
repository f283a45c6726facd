/**
 * Redirects of old addresses (issue 33): the admin screen "Пренасочвания" and the API's refusals.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** Why a redirect is refused: the API answers them at the field (`from`, `to`), the form shows them there. */
export const redirectRuleTexts = {
  fromRequired: "Въведете стария адрес",
  toRequired: "Въведете адреса, към който да води",
  notAnAddress: "Това не е адрес: започнете с / или с http:// или https://",
  tooLong: (max: number) => `Адресът може да е най-много ${max} знака`,
  otherSite: "Пренасочването може да води само към страница на този сайт",
  livePage: "На този адрес има страница на сайта: пренасочване от него няма да се използва",
  toSelf: "Адресът не може да води към себе си",
  fromTaken: "Вече има пренасочване от този адрес",
  toRedirected: "От този адрес вече има пренасочване: посочете адреса, към който то води",
  fromIsTarget: (from: string) => `Към този адрес води пренасочването от ${from}: пренасочете него`,
  noSuchArticle: "Няма статия с този адрес",
} as const;

/** The admin screen "Пренасочвания". */
export const redirectAdminTexts = {
  title: "Пренасочвания",
  lead: "Старите адреси, които водят към страница на сайта (301). Страница на сайта винаги има предимство пред пренасочване от същия адрес.",
  addHeading: "Ново пренасочване",
  from: "Откъде",
  to: "Накъде",
  addHint:
    "Старият адрес е път или пълен адрес на стария сайт; новият е страница на този сайт. Пренасочване към статия следва адреса ѝ и когато той се промени.",
  fromPlaceholder: "/2019/05/стара-статия/",
  toPlaceholder: "/category/Политика",
  add: "Добави пренасочване",
  added: "Пренасочването е добавено.",
  addFailed: "Неуспешно добавяне на пренасочването",
  searchLabel: "Търсене на пренасочване",
  searchPlaceholder: "Търсене по стар или нов адрес...",
  pageOf: (page: number, total: number) => `Страница ${page} от ${total}`,
  columns: { from: "Откъде", to: "Накъде", origin: "Произход", createdAt: "Добавено", actions: "Действия" },
  origin: { import: "Внос", manual: "Ръчно" } as Record<"import" | "manual", string>,
  articleTarget: (title: string) => `Статия: ${title}`,
  unpublishedArticle: "Статията не е публикувана: адресът засега отговаря 404",
  delete: "Изтрий",
  deleteLabel: (from: string) => `Изтрий пренасочването от ${from}`,
  deleteConfirm: (from: string) =>
    `Сигурни ли сте, че искате да изтриете пренасочването от ${from}? Старият адрес ще отговаря 404.`,
  deleted: "Пренасочването е изтрито.",
  deleteFailed: "Неуспешно изтриване на пренасочването",
  empty: "Все още няма пренасочвания.",
  noMatch: "Няма пренасочвания, които да отговарят на търсенето.",
  loadFailed: "Неуспешно зареждане на пренасочванията. Моля, опитайте отново по-късно.",
} as const;
