/**
 * Review before publishing (issue 35, point 2; decision 0135): the Owner's choice, the journalist's
 * "send for review", the desk's queue "За преглед", its notes and decisions.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** The API's error texts of the review: Bulgarian, shown as they are. */
export const reviewErrors = {
  publishingNeedsReview:
    "Статиите се публикуват след преглед от редактор. Изпратете статията за преглед вместо да я публикувате.",
  changesNeedReview:
    "Промените по публикувана статия минават през преглед: запазват се настрана и се изпращат за преглед, а читателите виждат досегашния текст до одобрението.",
  nothingToReview: "Няма промени за преглед: направете промените в редактора и после ги изпратете.",
  notInReview: "Статията не чака преглед.",
  noteRequired: "Напишете бележката.",
  secondPairOfEyes: "Статия, която сте писали или изпратили, се одобрява или връща от друг член на редакцията.",
  noteTooLong: (max: number) => `Бележката може да е до ${max} знака.`,
} as const;

/** The staff screens' words of the review. */
export const reviewTexts = {
  settingTitle: "Преглед преди публикуване",
  settingLead:
    "Дали журналистите публикуват сами, или изпращат статиите си за преглед от редактор или администратор. Администраторите публикуват сами; редакторите също, освен ако изберете и те да изпращат своите статии.",
  settingOff: "Журналистите публикуват сами",
  settingOn: "Журналистите изпращат за преглед",
  settingEveryone: "Журналистите и редакторите изпращат за преглед; никой не одобрява своя статия",
  queue: "За преглед",
  sendForReview: "Изпрати за преглед",
  sent: "Статията е изпратена за преглед.",
  approved: "Статията е одобрена.",
  returned: "Статията е върната на автора.",
  states: { pending: "Чака преглед", returned: "Върната", approved: "Одобрена" },
  kinds: { new: "Нова статия", change: "Промени в публикувана" },

  // The Owner's choice, on the administrators' screen.
  settingSave: "Запази",
  settingSaved: "Настройката за преглед преди публикуване е запазена.",
  settingSaveFailed: "Настройката не беше запазена. Моля, опитайте отново.",
  settingLoadFailed: "Настройката за преглед преди публикуване не можа да бъде заредена.",

  // The desk's queue.
  waiting: "Чакат преглед",
  empty: "Няма статии за преглед.",
  loadFailed: "Статиите за преглед не можаха да бъдат заредени.",
  columnSent: "Изпратена",
  columnNotes: "Бележки",
  sentBy: (name: string, at: string) => `Изпратена от ${name}, ${at}`,
  sentAt: (at: string) => `Изпратена ${at}`,
  notesCount: (count: number) => (count === 0 ? "Без бележки" : count === 1 ? "1 бележка" : `${count} бележки`),
  review: "Прегледай",
  reviewOf: (title: string) => `Прегледай: ${title}`,
  openInBuilder: "Отвори в редактора",
  preview: "Предварителен преглед",

  // One review, in its dialog.
  reviewTitle: "Преглед на статия",
  reviewLoadFailed: "Прегледът на статията не можа да бъде зареден.",
  proposedTitle: "Предложено заглавие",
  proposedDescription: "Предложено описание",
  notes: "Бележки",
  noNotes: "Още няма бележки.",
  unknownAuthor: "Бивш потребител",
  noteLabel: "Бележка към автора",
  noteHint: "Задължителна при връщане на автора; по желание при одобрение.",
  approve: "Одобри и публикувай",
  schedule: "Насрочи",
  returnToAuthor: "Върни на автора",
  addNote: "Добави бележка",
  notYours: "Тази статия сте писали или изпратили вие: одобрява я или я връща друг член на редакцията.",
  decided: (state: string, by: string | null) => (by ? `${state} от ${by}.` : `${state}.`),

  // What the desk's decisions answer.
  approvedPublished: "Статията е одобрена и публикувана.",
  approvedScheduled: (at: string) => `Статията е одобрена и ще бъде публикувана на ${at}.`,
  changeApproved: "Промените са одобрени и публикувани.",
  noteAdded: "Бележката е добавена.",
  approveFailed: "Статията не беше одобрена. Моля, опитайте отново.",
  returnFailed: "Статията не беше върната. Моля, опитайте отново.",
  noteFailed: "Бележката не беше добавена. Моля, опитайте отново.",
} as const;

/** The writer's side: the builder's review panel and My articles (decision 0135). */
export const reviewAuthorTexts = {
  panelTitle: "Преглед от редакцията",
  sentBy: (name: string, when: string) => `Изпратена от ${name} на ${when}`,
  decidedBy: (name: string, when: string) => `Решение от ${name} на ${when}`,
  noNotes: "Още няма бележки.",
  noteLabel: "Бележка към редакцията",
  sendNote: "Изпрати бележката",
  noteSent: "Бележката е изпратена.",
  noteFailed: "Бележката не можа да бъде изпратена.",
  sendFailed: "Статията не можа да бъде изпратена за преглед.",
  reviewNotices: (n: number) =>
    n === 1 ? "1 решение на редакцията по ваша статия" : `${n} решения на редакцията по ваши статии`,
} as const;
