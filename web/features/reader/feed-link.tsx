import { Rss } from "lucide-react";
import type { ReactNode } from "react";

/** The link to a page's RSS feed (an author's, a tag's), under the page's title. */
export function FeedLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={`${className} inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-red-300`}
    >
      <Rss aria-hidden className="h-4 w-4" />
      {children}
    </a>
  );
}
