import { notFoundTexts } from "#common/messages/reader.ts";
import { Island } from "#web/islands/island.tsx";
import { SiteFooter } from "./site-footer.tsx";

/** The not-found page (SPEC.md §2): a big 404, the title, a link home and a back button; the site's footer below. */
export function NotFoundView() {
  return (
    <div className="flex min-h-dvh flex-col">
      <main className="flex flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center">
        <p className="text-8xl font-black tracking-tight text-brand-600" aria-hidden>
          {notFoundTexts.code}
        </p>
        <h1 className="text-2xl font-bold sm:text-3xl">{notFoundTexts.title}</h1>
        <p className="max-w-md text-zinc-600 dark:text-zinc-400">{notFoundTexts.body}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/home" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            {notFoundTexts.home}
          </a>
          <Island name="back-button" props={{}} when="idle" />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
