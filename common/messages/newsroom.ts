/**
 * The newsroom's day: drafts, schedules, revisions, corrections, conflicts (issue 20 on).
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

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
  confirmUnschedule:
    "Сигурни ли сте, че искате да отмените насрочването? Статията ще остане чернова и няма да се публикува.",
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
    [
      added ? `${added} ${added === 1 ? "нова секция" : "нови секции"}` : "",
      removed ? `${removed} ${removed === 1 ? "премахната секция" : "премахнати секции"}` : "",
      changed ? `${changed} ${changed === 1 ? "променена секция" : "променени секции"}` : "",
    ]
      .filter(Boolean)
      .join(", "),
  noTextChanges: "без промени в текста",
  compareWithCurrent: "Сравни с текущия текст",
  restoreVersion: "Възстанови тази версия",
  confirmRestore: (n: number) =>
    `Да възстановим ли версия ${n}? Текущият текст остава в историята, а възстановеният става нова версия.`,
  confirmRestoreUnsaved: "Незапазените ви промени в редактора ще бъдат заменени.",
  restoreGoesLive:
    "Статията е публикувана: читателите ще видят възстановения текст веднага. Кажете им, ако е корекция или актуализация.",
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
  editConflict:
    "Статията е променена от друг потребител или в друг прозорец, след като я отворихте. Промените ви не са запазени.",
  conflictTitle: "Статията е променена",
  conflictBy: (who: string, when: string, version: number) => `${who} я запази в ${when} (версия ${version}).`,
  conflictHelp:
    "Сравнете двете версии и изберете коя да остане. Нищо не се губи: запазената версия остава в историята, а ако вземете нея, редакторът ще ви предлага вашия текст обратно, докато не го затворите.",
  compare: "Сравни",
  keepMine: "Запази моята версия",
  takeTheirs: "Вземи запазената версия",
  theirs: "Запазената версия",
  mine: "Вашата версия",
  tookTheirs: "Редакторът показва запазената версия.",
  // A status changed by someone else while the author edited (issue 29, point 1)
  statusChange: (
    change: {
      kind: "publish" | "unpublish" | "schedule" | "unschedule" | "scheduled_publish";
      by: string | null;
      role: string | null;
      byYou: boolean;
    },
    when: string,
    scheduledFor: string,
  ) => {
    if (change.kind === "scheduled_publish") return `Статията беше публикувана по график ${when}.`;
    if (change.byYou) {
      const act = {
        publish: "публикувахте статията",
        unpublish: "скрихте статията",
        schedule: `насрочихте статията за ${scheduledFor}`,
        unschedule: "отменихте насрочването на статията",
      }[change.kind];
      return `Вие ${act} ${when} в друг прозорец или на друго устройство.`;
    }
    const act = {
      publish: "публикува статията",
      unpublish: "скри статията",
      schedule: `насрочи статията за ${scheduledFor}`,
      unschedule: "отмени насрочването на статията",
    }[change.kind];
    const who =
      change.role === "Owner"
        ? `Собственикът на сайта ${change.by ?? ""}`
        : change.role === "Admin"
          ? `Администраторът ${change.by ?? ""}`
          : (change.by ?? "Друг потребител");
    return `${who.trim()} ${act} ${when}.`;
  },
  notSaved: "Промените ви не са запазени.",
  statusRow: "Състояние",
  statusNow: (status: string) => `сега: ${status}`,
  /** Said before "Запази моята версия": what the save does with the status someone else set. */
  statusKept: {
    draft:
      "Статията остава скрита: вашата версия се запазва, без да я публикува отново. Публикуването е отделно действие („Публикувай“).",
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
