import { Readable } from "node:stream";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";
import { limits } from "#common/limits.ts";
import { serverErrors } from "#common/messages.ts";
import { isOwnerRole } from "#common/roles.ts";
import {
  adminArticleListSchema,
  adminArticleQuerySchema,
  adminCategorySchema,
  adminCommentListSchema,
  adminCommentsQuerySchema,
  adminDashboardSchema,
  articleStatusInputSchema,
  auditLogQuerySchema,
  auditLogSchema,
  categoryMoveInputSchema,
  categoryNameInputSchema,
  categoryReorderInputSchema,
  featuredInputSchema,
  featuredQuerySchema,
  featuredSelectionSchema,
  messageSchema,
  userInputSchema,
  userListQuerySchema,
} from "#common/schemas/admin.ts";
import { publicUserSchema } from "#common/schemas/auth.ts";
import { badRequest, forbidden, HttpError } from "#server/http/errors.ts";
import { receiveOneFile } from "#server/http/multipart.ts";
import { errorResponses, idParam } from "#server/http/schemas.ts";
import { adminDashboard, deleteArticle, listAdminArticles, setArticleStatus } from "#server/modules/articles/admin-service.ts";
import { allAuditLogs, listAuditLogs } from "#server/modules/audit/service.ts";
import { auditCsv, auditCsvFileName } from "#server/modules/audit/csv.ts";
import { requireAdmin, requireOwner } from "#server/modules/auth/guards.ts";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  renameCategory,
  reorderCategory,
} from "#server/modules/categories/admin-service.ts";
import { deleteComment, listArticleComments } from "#server/modules/comments/service.ts";
import { getFeaturedSelection, saveFeaturedSelection } from "#server/modules/featured/service.ts";
import { createStaffUser, deleteStaffUser, listUsers, setProfilePicture, updateStaffUser } from "#server/modules/users/admin-service.ts";
import { toPublicUser } from "#server/modules/users/service.ts";

const idParams = z.object({ id: idParam });
const avatarTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

/**
 * The admin back-office API (SPEC.md §7 Admin). Every route needs Admin or Owner (checked
 * before the input is); the administrators and the audit log are the Owner's alone.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, tokens } = app.deps;
  app.addHook("onRequest", requireAdmin);
  await app.register(fastifyMultipart, { limits: { fileSize: limits.avatarMaxBytes, files: 1, fields: 5, parts: 10 } });

  const actor = (request: FastifyRequest) => ({ user: request.user!, ipAddress: request.ip });
  const schema = <T extends object>(summary: string, rest: T) => ({ tags: ["admin"], security: [{ bearer: [] }], summary, ...rest });
  const ok = (message: string) => ({ message });
  const mutationErrors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    "/admin/dashboard",
    { schema: schema("Totals and the newest published articles", { response: { 200: adminDashboardSchema, ...errorResponses(401, 403) } }) },
    async (request) => adminDashboard(db, { isOwner: isOwnerRole(request.user!.role) }),
  );

  // Articles
  app.get(
    "/admin/articles",
    { schema: schema("Every article, filtered, sorted and paged", { querystring: adminArticleQuerySchema, response: { 200: adminArticleListSchema, ...errorResponses(400, 401, 403) } }) },
    async (request) => listAdminArticles(db, request.query),
  );
  app.patch(
    "/admin/articles/:id/status",
    { schema: schema("Publish or hide an article", { params: idParams, body: articleStatusInputSchema, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await setArticleStatus(db, actor(request), request.params.id, request.body.isPublished);
      return ok(request.body.isPublished ? "published" : "unpublished");
    },
  );
  app.delete(
    "/admin/articles/:id",
    { schema: schema("Delete an article", { params: idParams, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await deleteArticle(db, actor(request), request.params.id);
      return ok("deleted");
    },
  );

  // Comments
  app.get(
    "/admin/comments",
    { schema: schema("An article's comments, newest first", { querystring: adminCommentsQuerySchema, response: { 200: adminCommentListSchema, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ comments: await listArticleComments(db, request.query.article_id) }),
  );
  app.delete(
    "/admin/comments/:id",
    { schema: schema("Delete a comment", { params: idParams, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await deleteComment(db, actor(request), request.params.id);
      return ok("deleted");
    },
  );

  // Categories
  app.get(
    "/admin/categories",
    { schema: schema("Categories in order, with their article counts", { response: { 200: z.array(adminCategorySchema), ...errorResponses(401, 403) } }) },
    async () => listAdminCategories(db),
  );
  app.post(
    "/admin/categories",
    { schema: schema("Add a category at the end", { body: categoryNameInputSchema, response: { 201: z.object({ categoryId: z.number() }), ...mutationErrors } }) },
    async (request, reply) => reply.status(201).send(await createCategory(db, actor(request), request.body.name)),
  );
  app.put(
    "/admin/categories/:id",
    { schema: schema("Rename a category", { params: idParams, body: categoryNameInputSchema, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await renameCategory(db, actor(request), request.params.id, request.body.name);
      return ok("updated");
    },
  );
  app.delete(
    "/admin/categories/:id",
    { schema: schema("Delete a category (articles keep their others)", { params: idParams, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await deleteCategory(db, actor(request), request.params.id);
      return ok("deleted");
    },
  );
  app.patch(
    "/admin/categories/:id/move",
    { schema: schema("Move a category one place up or down", { params: idParams, body: categoryMoveInputSchema, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await moveCategory(db, actor(request), request.params.id, request.body.direction);
      return ok("moved");
    },
  );
  app.post(
    "/admin/categories/reorder",
    { schema: schema("Put a category at a position (0-based)", { body: categoryReorderInputSchema, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await reorderCategory(db, actor(request), request.body.categoryId, request.body.newPosition);
      return ok("reordered");
    },
  );

  // Featured
  app.get(
    "/admin/featured-articles",
    { schema: schema("The current popular or secondary selection", { querystring: featuredQuerySchema, response: { 200: featuredSelectionSchema, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ articles: await getFeaturedSelection(db, request.query.type) }),
  );
  app.post(
    "/admin/featured-articles",
    { schema: schema("Replace both selections", { body: featuredInputSchema, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await saveFeaturedSelection(db, actor(request), request.body);
      return ok("saved");
    },
  );

  // Users
  app.get(
    "/admin/users",
    { schema: schema("Journalists (Admin, Owner); administrators or everyone (Owner)", { querystring: userListQuerySchema, response: { 200: z.array(publicUserSchema), ...errorResponses(400, 401, 403) } }) },
    async (request) => {
      if (request.query.role !== "Journalist" && !isOwnerRole(request.user!.role)) throw forbidden();
      return listUsers(db, request.query.role);
    },
  );
  app.post(
    "/admin/users",
    { schema: schema("Create a staff account", { body: userInputSchema, response: { 201: publicUserSchema, ...mutationErrors } }) },
    async (request, reply) => reply.status(201).send(await createStaffUser(db, actor(request), request.body)),
  );
  app.put(
    "/admin/users/:id",
    {
      schema: schema("Update a staff account (or just {isActive}); a new password ends the account's other sessions", {
        params: idParams,
        body: userInputSchema,
        response: { 200: publicUserSchema.extend({ token: z.string().optional() }), ...mutationErrors },
      }),
    },
    async (request) => {
      const me = request.user!;
      const updated = await updateStaffUser(db, actor(request), request.params.id, request.body);
      // Changing one's own password ends every other session; the one that changed it gets a new token.
      const ownNewPassword = updated.id === me.id && updated.tokenVersion !== me.tokenVersion;
      const token = ownNewPassword ? await tokens.sign({ userId: me.id, userType: "admin", version: updated.tokenVersion }) : undefined;
      return { ...toPublicUser(updated), ...(token ? { token } : {}) };
    },
  );
  app.delete(
    "/admin/users/:id",
    { schema: schema("Delete a staff account", { params: idParams, response: { 200: messageSchema, ...mutationErrors } }) },
    async (request) => {
      await deleteStaffUser(db, actor(request), request.params.id);
      return ok("deleted");
    },
  );
  app.post(
    "/admin/journalist-profile-picture",
    {
      // The file streams in inside the handler: it must not hold one of the embedded database's turns meanwhile.
      config: { admission: false },
      schema: schema("Set a journalist's profile picture (jpeg, png or webp, ≤ 5 MB)", {
        consumes: ["multipart/form-data"],
        response: { 200: z.object({ url: z.string() }), ...errorResponses(400, 401, 403, 404, 413, 415) },
      }),
    },
    async (request) => {
      const { value: data, fields } = await receiveOneFile(request, async (part) => {
        try {
          return { value: await part.toBuffer(), discard: async () => {} };
        } catch {
          throw new HttpError(413, serverErrors.payloadTooLarge);
        }
      });
      const journalistId = idParam.safeParse(fields.journalist_id);
      if (!journalistId.success) throw badRequest();
      const type = await fileTypeFromBuffer(data);
      if (!type || !avatarTypes.has(type.mime)) throw new HttpError(415, serverErrors.unsupportedMediaType);
      return setProfilePicture(db, media, actor(request), journalistId.data, data);
    },
  );

  // Audit log (Owner)
  app.get(
    "/admin/audit-logs",
    {
      onRequest: requireOwner,
      schema: schema("Audit entries, newest first (at most 2000)", { querystring: auditLogQuerySchema, response: { 200: z.array(auditLogSchema), ...errorResponses(400, 401, 403) } }),
    },
    async (request) => listAuditLogs(db, request.query),
  );
  app.get(
    "/admin/audit-logs/export.csv",
    { onRequest: requireOwner, schema: schema("Every matching audit entry as CSV (UTF-8 with BOM)", { querystring: auditLogQuerySchema }) },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${auditCsvFileName()}"`)
        .header("cache-control", "no-store")
        .send(Readable.from(auditCsv(allAuditLogs(db, request.query)))),
  );
};
