/** The admin dashboard's panel of background jobs that failed (decision 0129). */
export const backgroundJobTexts = {
  failedTitle: "Неуспели фонови задачи",
  failedIntro:
    "Тези задачи не успяха след всички опити. Проверете причината и опитайте отново; докато не успеят, читателите може да виждат стари версии на страниците.",
  /** What each kind of job does, as the panel names it. */
  kinds: {
    "cdn-purge": "Изчистване на страници от CDN",
    "publish-scheduled": "Публикуване на насрочени статии",
  } as Record<string, string>,
  attempts: (n: number) => (n === 1 ? "1 опит" : `${n} опита`),
  lastError: "Причина",
  retry: "Опитай отново",
  retried: "Задачата е пусната отново.",
  retryFailed: "Задачата не можа да бъде пусната отново.",
} as const;
