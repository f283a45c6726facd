/**
 * The WordPress import's report on a post's text (issue 33): one line for each thing the import
 * could not keep as it was, for the editor who reads the report. Part of the message catalogue.
 */
export const wordpressContentTexts = {
  shortcodeRemoved: (code: string) => `Шорткод ${code} е премахнат`,
  shortcodeUnwrapped: (code: string) => `Шорткод ${code} е премахнат, текстът в него е запазен`,
  galleryWithoutImages: (code: string) => `Галерията ${code} не изброява снимките си и е премахната`,
  missingAttachment: (id: number) => `Снимка № ${id} липсва в архива и е пропусната`,
  blockRemoved: (name: string) => `Блокът ${name} е премахнат (съдържанието му се е създавало от стария сайт)`,
  reusableBlockRemoved: (ref: string) => `Блок за многократна употреба № ${ref} е премахнат`,
  embedAsLink: (url: string) => `Вграденото съдържание ${url} е запазено като връзка`,
  videoAsLink: (url: string) => `Вграденото видео ${url} е запазено като връзка`,
  audioAsLink: (url: string) => `Аудиозаписът ${url} е запазен като връзка`,
  fileAsLink: (url: string) => `Файлът ${url} е запазен като връзка`,
  mediaWithoutAddress: "Видео или аудиозапис без адрес е премахнат",
  frameRemoved: (src: string) => `Вградената рамка ${src} е премахната`,
  elementRemoved: (tag: string) => `Елементът <${tag}> е премахнат`,
  cdataRemoved: "Остатък от CDATA е премахнат",
  tableAsText: "Таблица: запазен е само текстът",
  codeAsText: "Код или предварително форматиран текст: запазен е като обикновен текст",
  linkRefused: (destination: string) => `Връзка към ${destination} е премахната`,
  headingLinkRemoved: (href: string) => `Връзката в заглавие към ${href} е премахната, текстът е запазен`,
  captionLinkRemoved: (href: string) => `Връзката в надпис на снимка към ${href} е премахната, текстът е запазен`,
  imageLinkRemoved: (href: string) => `Връзката на снимка към ${href} е премахната`,
  imageWithoutAddress: "Снимка без адрес е премахната",
  imageInlineData: "Снимка, вградена в самия текст (data:), е премахната",
  imageAddressRefused: (src: string) => `Снимка с непозволен адрес ${src} е премахната`,
  captionShortened: (max: number) => `Надпис на снимка е съкратен до ${max} знака`,
  altShortened: (max: number) => `Алтернативен текст на снимка е съкратен до ${max} знака`,
  longHeading: (max: number) => `Заглавие, по-дълго от ${max} знака, е запазено като удебелен текст`,
  /** `rule` is the save's own text for the limit (builderTexts). */
  overLimit: (rule: string, lastWords: string) => `${rule}. Внесено е само началото, до „…${lastWords}“`,
} as const;
