/**
 * Signed-in devices (issue 35, point 4; decision 0133): the list in the staff profile and the
 * admin's own account page, ending one or all others.
 * Part of the message catalogue: common/messages/, one file per area (docs/ARCHITECTURE.md).
 */
export const sessionTexts = {
  title: "Влезли устройства",
  lead: "Устройствата, от които сте влезли в акаунта си. Ако не познавате някое, прекратете сесията му и сменете паролата си.",
  thisDevice: "Това устройство",
  signedInAt: "Вход",
  lastUsed: "Последно използване",
  address: "Мрежа",
  addressHint: "Съкратен ключ на мрежата: не е самият IP адрес.",
  doors: { admin: "Административен панел", journalist: "Журналистически панел" },
  end: "Прекрати",
  endLabel: (device: string) => `Прекрати сесията: ${device}`,
  endConfirm: (device: string) => `Да се прекрати ли сесията на ${device}? Устройството ще трябва да влезе отново.`,
  ended: "Сесията е прекратена.",
  endOthers: "Прекрати всички други",
  endOthersConfirm: "Да се прекратят ли всички други сесии? Остава само тази на това устройство.",
  endedOthers: (count: number) => (count === 1 ? "Прекратена е 1 друга сесия." : `Прекратени са ${count} други сесии.`),
  noOthers: "Няма други влезли устройства.",
  loadFailed: "Списъкът на устройствата не можа да бъде зареден.",
  failed: "Действието не беше изпълнено. Моля, опитайте отново.",
  unknownDevice: "Непознато устройство",
  deviceOn: (browser: string, system: string) => `${browser} на ${system}`,
} as const;

/** The admin panel's page of one's own account's security (the journalist has it in the profile). */
export const accountPageTexts = {
  title: "Моят акаунт",
  link: "Двустепенен вход и устройства",
} as const;

/** The API's error texts of the sessions. */
export const sessionErrors = {
  notFound: "Тази сесия не съществува или вече е прекратена.",
} as const;
