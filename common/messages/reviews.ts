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
  noteRequired: "Напишете бележка към автора.",
  noteTooLong: (max: number) => `Бележката може да е до ${max} знака.`,
} as const;

/** The staff screens' words of the review. */
export const reviewTexts = {
  settingTitle: "Преглед преди публикуване",
  settingLead:
    "Дали журналистите публикуват сами, или изпращат статиите си за преглед от редактор или администратор. Редакторите и администраторите публикуват сами.",
  settingOff: "Журналистите публикуват сами",
  settingOn: "Журналистите изпращат за преглед",
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
} as const;
