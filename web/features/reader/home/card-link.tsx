import { articlePath } from "#common/page-paths.ts";
/**
 * Cards whose title link is stretched over the whole card (`after:inset-0`). The keyboard focus is
 * shown as one ring around the card: an outline on the title itself would break into a piece per
 * wrapped line, and be cut off where the title is clamped. (Cards in a divided list stay square:
 * a radius would bend the divider's ends.)
 */
export const focusCardClasses =
  "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600";

const cardLinkClasses =
  "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700 dark:group-hover:text-red-400";

/** The card's title, a link to its article (see focusCardClasses); the card needs `relative` and `group`. */
export function CardTitleLink({ article }: { article: { id: number; slug: string | null; title: string } }) {
  return (
    <a href={articlePath(article)} className={cardLinkClasses}>
      {article.title}
    </a>
  );
}
