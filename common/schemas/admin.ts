import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { articleListItemSchema, paginationSchema } from "./articles.ts";

/** A real calendar day, YYYY-MM-DD (not 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "invalid date");

/** GET /api/admin/articles (SPEC.md §7 Admin). */
export const adminArticleQuerySchema = z.object({
  status: z.enum(["published", "draft", "scheduled"]).optional(),
  category: z.string().max(200).optional(),
  author: z.coerce.number().int().positive().optional(),
  /** Searched as the readers' search does; cut to its first 200 characters (issue 19). */
  search: z.string().max(limits.searchQueryInputMax).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  sortBy: z.enum(["date", "title", "views"]).default("date"),
  sortOrder: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(limits.apiMaxPageSize).default(limits.adminPageSize),
});
export type AdminArticleQuery = z.infer<typeof adminArticleQuerySchema>;

/** SPEC.md §3, Article (admin list). */
export const adminArticleSchema = z.object({
  id: z.number(),
  /** Its address's slug (issue 32); null until first published. */
  slug: z.string().nullable(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  author: z.object({ id: z.number().nullable(), name: z.string(), avatar: z.string().nullable() }),
  categories: z.array(z.string()),
  isPublished: z.boolean(),
  publishDate: z.string().nullable(),
  createdAt: z.string(),
  stats: z.object({ views: z.number(), comments: z.number(), likes: z.number() }),
  // Issue 20
  status: z.enum(["draft", "published", "scheduled"]),
  scheduledAt: z.string().nullable(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleListSchema = z.object({ articles: z.array(adminArticleSchema), pagination: paginationSchema });
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const articleStatusInputSchema = z.object({ isPublished: z.boolean() });
export const messageSchema = z.object({ message: z.string() });

/** SPEC.md §3, Admin dashboard data; totalAdmins only for the Owner. */
export const adminDashboardSchema = z.object({
  totalArticles: z.number(),
  publishedArticles: z.number(),
  totalJournalists: z.number(),
  totalAdmins: z.number().nullable(),
  totalViews: z.number(),
  totalLikes: z.number(),
  totalComments: z.number(),
  /** Registrations awaiting an administrator's approval (decision 0052, issue 29). */
  awaitingApproval: z.number(),
  recentArticles: z.array(
    z.object({
      id: z.number(),
      slug: z.string().nullable(),
      title: z.string(),
      author: z.string(),
      authorAvatar: z.string().nullable(),
      publishDate: z.string().nullable(),
      views: z.number(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const categoryNameInputSchema = z.object({ name: z.string().max(1000) });
export const adminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  articleCount: z.number(),
});
export const categoryMoveInputSchema = z.object({ direction: z.enum(["up", "down"]) });
export const categoryReorderInputSchema = z.object({
  categoryId: z.number().int().positive(),
  newPosition: z.number().int().min(0).max(10_000),
});

/** Featured selections (SPEC.md §3): ordered ids. */
export const featuredInputSchema = z.object({
  popularArticles: z.array(z.number().int().positive()).max(50),
  secondaryArticles: z.array(z.number().int().positive()).max(50),
});
export type FeaturedInput = z.infer<typeof featuredInputSchema>;
export const featuredQuerySchema = z.object({ type: z.enum(["popular", "secondary"]) });
export const featuredSelectionSchema = z.object({ articles: z.array(articleListItemSchema) });

/** GET /api/admin/users?role= : Journalist, or Admin (admins and owners); none lists everyone. */
export const userListQuerySchema = z.object({ role: z.enum(["Journalist", "Admin"]).optional() });

// POST/PUT /api/admin/users: the transport shape lives with the user rules (users.ts).
export { userInputSchema, type UserInput } from "./users.ts";

export const auditActions = ["CREATE", "UPDATE", "DELETE", "LOGIN_SUCCESS", "LOGIN_FAILED"] as const;
export const auditEntityTypes = [
  "USER",
  "ARTICLE",
  "CATEGORY",
  "COMMENT",
  "AUTH",
  "ADMIN",
  "TAG",
  "REDIRECT",
  "MEDIA",
] as const;

export const auditLogQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  action: z.enum(auditActions).optional(),
  entity_type: z.enum(auditEntityTypes).optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** SPEC.md §3, Audit log. */
export const auditLogSchema = z.object({
  id: z.number(),
  timestamp: z.string(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  action: z.enum(auditActions),
  entityType: z.enum(auditEntityTypes),
  entityId: z.string().nullable(),
  details: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
