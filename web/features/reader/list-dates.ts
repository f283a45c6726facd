import { formatArticleDay, formatHomeDate, formatListDate } from "#common/dates/reader.ts";

/** The day formats of the lists' dates: the home page's bg-BG date, and the article page's dd/mm/yy. */
export const listDayFormats = { home: formatHomeDate, article: formatArticleDay } as const;
export type ListDayFormat = keyof typeof listDayFormats;

/** Marks a list's date on a server-rendered page, with its day format, for keepListDatesCurrent. */
export const listDateAttribute = "data-list-date";

/** How often the relative times of a page that stays open move on. */
const tickMs = 30_000;

/**
 * Keeps the relative times of a reader page's lists ("преди 12 мин") right while it stays open
 * (decision 0088: the lists are not hydrated): every 30 s, and when the page is shown again from
 * the back-forward cache, each marked <time> is written again as of the browser's clock. A page
 * just loaded is right as it is (the server rendered it at most seconds ago), so nothing runs at
 * its start. Only text that changed is touched.
 */
export function keepListDatesCurrent(root: ParentNode) {
  const update = () => {
    const now = new Date();
    for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${listDateAttribute}]`)) {
      const format = listDayFormats[time.getAttribute(listDateAttribute) as ListDayFormat] ?? formatHomeDate;
      const text = formatListDate(time.dateTime || null, now, format);
      if (time.textContent !== text) time.textContent = text;
    }
  };
  setInterval(update, tickMs);
  addEventListener("pageshow", (event) => event.persisted && update());
}
