/**
 * Two-step sign-in (issue 35, point 3; decision 0132): the second step at both sign-in doors, its
 * set-up in the staff profile, and the Owner's requirement and reset in the admin panel.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */

/** The API's error texts of the second step: Bulgarian, shown as they are. */
export const twoStepErrors = {
  codeRequired: "Въведете кода от приложението за удостоверяване или резервен код.",
  codeMalformed:
    "Кодът трябва да е 6 цифри от приложението за удостоверяване или резервен код от 10 знака (например ABCDE-12345).",
  codeWrong: "Кодът е грешен. Проверете часовника на телефона си и въведете новия код.",
  codeReused: "Този код вече е използван. Изчакайте следващия код в приложението.",
  challengeExpired: "Времето за въвеждане на кода изтече. Моля, влезте отново с паролата си.",
  challengeInvalid: "Входът не може да бъде продължен. Моля, влезте отново с паролата си.",
  setupRequired: "Собственикът на сайта изисква двустепенен вход за вашия акаунт. Включете го, преди да продължите.",
  alreadyOn: "Двустепенният вход вече е включен.",
  notOn: "Двустепенният вход не е включен.",
  noSetupStarted: "Първо започнете включването на двустепенния вход.",
  requiredCannotTurnOff: "Собственикът на сайта изисква двустепенен вход за вашия акаунт: не можете да го изключите.",
  proofRequired: "Въведете код от приложението, резервен код или паролата си.",
  wrongPassword: "Паролата е грешна.",
  resetOwnRefused: "Собственият си двустепенен вход изключвате от профила си.",
  resetNotOn: "Този акаунт няма включен двустепенен вход.",
} as const;

/** The second step at the sign-in doors. */
export const twoStepSignInTexts = {
  title: "Двустепенен вход",
  lead: "Въведете 6-цифрения код от приложението за удостоверяване.",
  backupLead: "Въведете един от резервните си кодове. Всеки код важи само веднъж.",
  codeLabel: "Код за потвърждение",
  backupCodeLabel: "Резервен код",
  submit: "Потвърди",
  submitting: "Проверка...",
  useBackupCode: "Използвайте резервен код",
  useAppCode: "Използвайте код от приложението",
  backToPassword: "Назад към входа",
} as const;

/** The set-up in the staff profile. */
export const twoStepSetupTexts = {
  sectionTitle: "Двустепенен вход",
  sectionLead:
    "При вход освен паролата ще въвеждате и код от приложение за удостоверяване на телефона си (Google Authenticator, Microsoft Authenticator, Aegis, 2FAS и други).",
  statusOn: (date: string) => `Включен от ${date}.`,
  statusOff: "Изключен.",
  backupCodesLeft: (count: number) =>
    count === 1 ? "Остава 1 неизползван резервен код." : `Остават ${count} неизползвани резервни кода.`,
  requiredNotice:
    "Собственикът на сайта изисква двустепенен вход за вашия акаунт. Включете го, за да продължите към панела.",
  start: "Включи двустепенен вход",
  starting: "Подготовка...",
  scanTitle: "1. Сканирайте кода",
  scanLead: "Отворете приложението за удостоверяване и сканирайте QR кода.",
  qrAlt: "QR код за приложението за удостоверяване",
  keyLabel: "Или въведете ключа ръчно:",
  copyKey: "Копирай ключа",
  confirmTitle: "2. Потвърдете с код",
  confirmLead: "Въведете 6-цифрения код, който приложението показва сега.",
  confirm: "Включи",
  confirming: "Включване...",
  cancel: "Отказ",
  backupTitle: "Резервни кодове",
  backupLead:
    "Запазете тези кодове на сигурно място. Всеки от тях влиза веднъж, ако нямате телефона си. Показват се само сега.",
  copyCodes: "Копирай кодовете",
  downloadCodes: "Изтегли като файл",
  backupFileName: "hronika-rezervni-kodove.txt",
  codesSaved: "Запазих кодовете",
  copied: "Копирано.",
  turnedOn: "Двустепенният вход е включен. Другите ви сесии са прекратени.",
  turnOff: "Изключи двустепенния вход",
  turnOffTitle: "Изключване на двустепенния вход",
  turnOffLead: "Потвърдете с код от приложението, резервен код или паролата си.",
  turnedOff: "Двустепенният вход е изключен. Другите ви сесии са прекратени.",
  regenerate: "Нови резервни кодове",
  regenerateTitle: "Нови резервни кодове",
  regenerateLead: "Старите кодове спират да важат. Потвърдете с код от приложението или паролата си.",
  regenerated: "Новите резервни кодове са готови. Старите вече не важат.",
  proofCodeLabel: "Код или резервен код",
  proofPasswordLabel: "Или паролата ви",
  failed: "Действието не беше изпълнено. Моля, опитайте отново.",
} as const;

/** The Owner's setting and reset in the admin users area. */
export const twoStepAdminTexts = {
  settingTitle: "Двустепенен вход за екипа",
  settingLead:
    "Кой трябва да влиза с код от приложение за удостоверяване. Който още не го е включил, ще бъде насочен да го включи при следващия си вход.",
  requirement: {
    nobody: "Не се изисква",
    admins: "Задължителен за администраторите и редакторите",
    staff: "Задължителен за всички в екипа",
  },
  save: "Запази",
  saved: "Настройката за двустепенен вход е запазена.",
  saveFailed: "Настройката не беше запазена. Моля, опитайте отново.",
  loadFailed: "Настройката за двустепенен вход не можа да бъде заредена.",
  badgeOn: "Двустепенен вход",
  reset: "Нулирай двустепенния вход",
  resetConfirm: (username: string) =>
    `Да се изключи ли двустепенният вход на ${username}? Сесиите на акаунта ще бъдат прекратени и той ще влиза само с парола, докато не го включи отново.`,
  resetDone: "Двустепенният вход е нулиран.",
  resetFailed: "Двустепенният вход не беше нулиран.",
} as const;
