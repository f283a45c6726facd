import { z } from "./zod.ts";
import { limits } from "../limits.ts";

/** GET /api/journalist/articles (SPEC.md §7 Journalist). */
export const ownArticleQuerySchema = z.object({
  /** Searched as the readers' search does; cut to its first 200 characters (issue 19). */
  search: z.string().max(limits.searchQueryInputMax).optional(),
  status: z.enum(["published", "draft", "scheduled"]).optional(),
  sortBy: z.enum(["date", "title", "views"]).default("date"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
});
export type OwnArticleQuery = z.infer<typeof ownArticleQuerySchema>;

/** An article in the journalist's own lists (SPEC.md §3, Article (journalist list)). */
export const ownArticleSchema = z.object({
  id: z.number(),
  /** Its address's slug (issue 32); null until first published. */
  slug: z.string().nullable(),
  title: z.string(),
  status: z.enum(["published", "draft", "scheduled"]),
  thumbnail: z.string().nullable(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a scheduled article goes live (issue 20). */
  scheduledAt: z.string().nullable(),
  /** The user is one of its co-authors, not its author: they edit it but don't delete it (decision 0121). */
  coAuthored: z.boolean(),
  /** Where its review stands (issue 35, point 2): waiting, returned, approved; null when never sent. */
  review: z.enum(["pending", "returned", "approved"]).nullable(),
});
export type OwnArticle = z.infer<typeof ownArticleSchema>;

export const journalistDashboardSchema = z.object({
  totalArticles: z.number(),
  publishedArticles: z.number(),
  totalViews: z.number(),
  totalLikes: z.number(),
  totalComments: z.number(),
  recentArticles: z.array(ownArticleSchema),
  /** Decisions of the desk on the user's reviews not read yet (issue 35, point 2). */
  reviewNotices: z.number(),
});
export type JournalistDashboard = z.infer<typeof journalistDashboardSchema>;

/** GET /api/journalist/stats/views?days=30: views of the user's articles per Sofia day. */
export const dailyViewsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const dailyViewsSchema = z.object({ days: z.array(z.object({ day: z.string(), views: z.number() })) });
export type DailyViews = z.infer<typeof dailyViewsSchema>;

/** POST/PUT /api/journalist/articles answer. */
export const articleSavedSchema = z.object({ articleId: z.number() });
