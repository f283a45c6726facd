/**
 * The WordPress import's report (issue 33), as an editor reads it in the admin panel and at the
 * end of `npm run import:wordpress`: one line for each thing not imported, and why.
 */
const quoted = (title: string) => `„${title.length > 80 ? `${title.slice(0, 79)}…` : title}“`;
const post = (id: number, title: string) => `Публикация ${id} ${quoted(title || "без заглавие")}`;

export const importReportTexts = {
  untitled: "Без заглавие",
  anonymous: "Анонимен",
  postPrivate: (id: number, title: string) => `${post(id, title)}: лична (private), не е внесена.`,
  postTrash: (id: number, title: string) => `${post(id, title)}: в кошчето, не е внесена.`,
  postAutoDraft: (id: number) => `Публикация ${id}: автоматична чернова на WordPress без текст, не е внесена.`,
  postOtherStatus: (id: number, title: string, status: string) =>
    `${post(id, title)}: непознато състояние „${status}“, не е внесена.`,
  page: (id: number, title: string) =>
    `Страница ${id} ${quoted(title || "без заглавие")}: страниците не се внасят като статии (пренесете текста им в страниците на сайта).`,
  otherTypes: (type: string, count: number) => `${count} елемента от вида „${type}“ не са внесени (не са статии).`,
  emptyPublished: (id: number, title: string) => `${post(id, title)}: няма текст, внесена е като чернова.`,
  missedSchedule: (id: number, title: string) =>
    `${post(id, title)}: часът за публикуване беше минал, внесена е като публикувана.`,
  untitledPost: (id: number) => `Публикация ${id}: няма заглавие, внесена е като „Без заглавие“.`,
  titleCut: (id: number, title: string) => `${post(id, title)}: заглавието е съкратено до допустимата дължина.`,
  contentNote: (id: number, title: string, note: string) => `${post(id, title)}: ${note}`,
  tooManyCategories: (id: number, title: string, max: number) =>
    `${post(id, title)}: има повече от ${max} категории, внесени са първите ${max}.`,
  tooManyTags: (id: number, title: string, max: number) =>
    `${post(id, title)}: има повече от ${max} етикета, внесени са първите ${max}.`,
  badTag: (name: string, why: string) => `Етикет ${quoted(name)} не е внесен: ${why}`,
  badCategory: (name: string) => `Категория ${quoted(name)} не е внесена: името е празно или твърде дълго.`,
  uncategorized: "Категорията „Uncategorized“ на WordPress не е внесена: статиите в нея са без категория.",
  commentsLeftOut: (spam: number, trash: number, pings: number) =>
    `Не са внесени: ${[
      spam ? `коментари спам: ${spam}` : "",
      trash ? `коментари в кошчето: ${trash}` : "",
      pings ? `обратни връзки (pingback/trackback): ${pings}` : "",
    ]
      .filter(Boolean)
      .join(", ")}.`,
  postFailed: (id: number, title: string, why: string) => `${post(id, title)}: не е внесена поради грешка (${why}).`,
  pictureMissing: (id: number, title: string, source: string, why: string) =>
    `${post(id, title)}: снимката ${source} не е внесена (${why}).`,
  pictureWhy: {
    notFound: "няма я в папката с качените файлове",
    timeout: "сайтът не отговори навреме",
    tooLarge: "файлът е твърде голям",
    notImage: "файлът не е снимка",
    refused: "адресът не е разрешен",
    failed: (status: number) => `сайтът отговори с ${status}`,
    unreachable: "сайтът не може да бъде достигнат",
  },
  authorRenamed: (login: string, username: string) =>
    `Автор „${login}“: потребителското име не е допустимо, профилът е „${username}“.`,
  linesLeftOut: (count: number) => `… и още ${count} реда.`,
} as const;

const thousands = (n: number) => n.toLocaleString("bg-BG");

/** The admin panel's import screen ("Внос от WordPress"). */
export const importPanelTexts = {
  title: "Внос от WordPress",
  intro:
    "Пренесете архива на сайт от WordPress: публикациите с датите им, авторите, категориите, етикетите, снимките и коментарите. Старите адреси ще водят до новите. Файлът се прави в WordPress от Инструменти → Износ → Всичко съдържание.",
  fileLabel: "Файл с износа (.xml)",
  pickFile: "Изберете файл",
  noFile: "Няма избран файл",
  dryRunLabel: "Само проба: прочети файла и покажи какво би се внесло, без да променяш нищо",
  start: "Внеси",
  startDryRun: "Направи проба",
  chooseFile: "Изберете файла с износа.",
  again: "Внеси друг файл",
  uploading: (percent: number) => `Качване на файла: ${percent}%`,
  reading: (percent: number) => `Проверка на файла: ${percent}%`,
  importing: (done: number, total: number) => `Внасяне: ${thousands(done)} от ${thousands(total)} публикации`,
  runningNote: "Вносът продължава и ако затворите страницата. Върнете се тук, за да видите отчета.",
  doneTitle: "Вносът завърши",
  dryRunDoneTitle: "Пробата завърши: нищо не е променено",
  failedTitle: "Вносът не успя",
  fileOf: (name: string) => `Файл: ${name}`,
  counts: {
    articles: "Статии",
    comments: "Коментари",
    authors: "Автори",
    categories: "Категории",
    tags: "Етикети",
    pictures: "Снимки",
    redirects: "Пренасочвания",
  },
  already: (articles: number, comments: number) =>
    `Вече внесени при предишен внос: ${thousands(articles)} статии и ${thousands(comments)} коментара.`,
  missingPictures: (n: number) => `Снимки, които не можаха да бъдат взети: ${thousands(n)}.`,
  linesTitle: "Невнесено и бележки",
  noLines: "Всичко от файла е внесено.",
  authorsNote:
    "Внесените автори са неактивни и без парола: активирайте тези, които ще пишат, и им задайте парола от „Журналисти“.",
  loadFailed: "Състоянието на вноса не можа да бъде заредено.",
  uploadFailed: "Файлът не можа да бъде качен. Проверете връзката и опитайте отново.",
  busy: "Вече тече внос. Изчакайте го да свърши.",
  interrupted:
    "Вносът беше прекъснат (сървърът спря). Внесеното дотук остава; пуснете същия файл отново и вносът ще продължи откъдето спря.",
  failed: (detail: string) =>
    `Вносът спря поради грешка: ${detail}. Внесените дотук публикации остават; пуснете файла отново, за да продължи.`,
  tooLarge: (max: string) =>
    `Файлът е по-голям от ${max}. Внесете го с командата npm run import:wordpress -- <файл> на сървъра.`,
  notXml: "Изберете файла с износа от WordPress (Инструменти → Износ), с разширение .xml.",
} as const;
