// A journalist at work while readers load the portal (issue 36): in the soak with pictures, beside
// the hot pages without them.
import { setTimeout as sleep } from "node:timers/promises";
import { getJson } from "./steps.ts";

export type NewsroomWrites = { uploads: number; saves: number; failed: number };

/**
 * A journalist's day until `signal` ends it: every `everyMs`, an article published in `category`
 * (with a picture uploaded first, when `pictures` are given), or the previous one saved again
 * with a new title, in turns. Failures are counted, not thrown.
 */
export async function newsroomWrites(options: {
  base: string;
  token: string;
  category: string;
  everyMs: number;
  pictures?: Buffer[];
  signal: AbortSignal;
}): Promise<NewsroomWrites> {
  const { base, pictures, signal } = options;
  const auth = { authorization: `Bearer ${options.token}` };
  const counts = { uploads: 0, saves: 0, failed: 0 };
  let last: number | null = null;
  for (let n = 0; !signal.aborted; n++) {
    const started = performance.now();
    try {
      const sections: object[] = [
        { type: "paragraph", content: `<p>Снимка ${n + 1} от деня, с няколко изречения към нея.</p>` },
      ];
      if (pictures && pictures.length > 0) {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(pictures[n % pictures.length]!)]), `snimka-${n}.jpg`);
        const uploaded = await getJson<{ url: string }>(`${base}/api/upload-media`, {
          method: "POST",
          headers: auth,
          body: form,
        });
        counts.uploads++;
        sections.push({ type: "image", content: uploaded.url, caption: "Снимка", alt: `Снимка ${n + 1} от деня` });
      }
      const article = {
        title: `Денят в снимки ${n + 1}`,
        description: "Кратко описание на снимките от деня.",
        categories: [options.category],
        sections,
      };
      const saveAgain: boolean = last !== null && n % 2 === 1;
      const saved: { articleId?: number; id?: number } = await getJson(
        saveAgain ? `${base}/api/journalist/articles/${last}` : `${base}/api/journalist/articles`,
        {
          method: saveAgain ? "PUT" : "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify(saveAgain ? { ...article, title: `${article.title}: обновено` } : article),
        },
      );
      if (!saveAgain) last = saved.articleId ?? saved.id ?? null;
      counts.saves++;
    } catch {
      counts.failed++;
    }
    const rest = options.everyMs - (performance.now() - started);
    if (rest > 0) await sleep(rest, undefined, { signal }).catch(() => undefined);
  }
  return counts;
}
