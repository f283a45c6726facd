import { useOutletContext } from "react-router";
import type { AdminOutletContext } from "../admin-context.ts";

/** What the articles screen hands its comments modal route. */
export type ArticlesOutletContext = AdminOutletContext & {
  /** The article's title when the list has it (the modal's heading). */
  articleTitle: (id: number) => string | undefined;
  /** Back to the list, with its filters. */
  closeComments: () => void;
};

export function useArticlesOutlet(): ArticlesOutletContext {
  return useOutletContext<ArticlesOutletContext>();
}
