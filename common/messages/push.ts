/**
 * Alerts for breaking news (issue 37, point 4; decision 0142): the desk's dialog that sends one
 * and the API's refusals. The reader's side is in reader.ts (`pushReaderTexts`), which the
 * reader's pages load alone. Part of the message catalogue: common/messages/, one file per area.
 */

/** The rules of an alert: the dialog shows them, the API answers them (400, 409). */
export const pushRuleTexts = {
  titleRequired: "Въведете текст на известието",
  titleTooLong: (max: number) => `Текстът на известието може да е най-много ${max} знака`,
  notPublished: "Известие може да се изпрати само за публикувана статия",
  endpoint: "Адресът на абонамента трябва да е https:// адрес на услуга за известия",
  keys: "Ключовете на абонамента са невалидни",
} as const;

/** The desk: the action on an article, the dialog with its preview and confirmation, and the counts. */
export const pushDeskTexts = {
  send: "Изпрати известие",
  dialogTitle: "Известие за извънредна новина",
  titleLabel: "Текст на известието",
  titleHint: (max: number) => `До ${max} знака. Читателите виждат и връзка към статията.`,
  preview: "Така ще изглежда",
  next: "Продължи",
  back: "Назад",
  confirm: (subscribers: number) =>
    subscribers === 1
      ? "Известието ще бъде изпратено на 1 абонат. Изпращането не може да бъде отменено."
      : `Известието ще бъде изпратено на ${subscribers} абонати. Изпращането не може да бъде отменено.`,
  confirmSend: "Да, изпрати",
  cancel: "Отказ",
  close: "Затвори",
  sending: "Изпращане…",
  sent: "Известието е изпратено",
  history: "Изпратени известия",
  none: "За статията още няма изпратени известия.",
  /** The counts of one alert, as they grow. */
  reached: (delivered: number, total: number) => `Получено от ${delivered} от ${total}`,
  pending: (n: number) => `чакат: ${n}`,
  removed: (n: number) => `отписани: ${n}`,
  failed: (n: number) => `неуспешни: ${n}`,
  sentBy: (name: string, when: string) => `${name}, ${when}`,
  loadFailed: "Известията не можаха да се заредят",
} as const;
