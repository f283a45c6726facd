import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCategorySchema,
  categoryMoveInputSchema,
  categoryNameInputSchema,
  categoryReorderInputSchema,
  messageSchema,
} from "#common/schemas/admin.ts";
import { actorOf, adminOperation, errorResponses, idParams } from "#server/http/schemas.ts";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  renameCategory,
  reorderCategory,
} from "./admin-service.ts";

/** The categories and their order (under the admin guard: server/modules/admin/routes.ts). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    "/admin/categories",
    {
      schema: adminOperation("Categories in order, with their article counts", {
        response: { 200: z.array(adminCategorySchema) },
      }),
    },
    async () => listAdminCategories(db),
  );
  app.post(
    "/admin/categories",
    {
      schema: adminOperation("Add a category at the end", {
        body: categoryNameInputSchema,
        response: { 201: z.object({ categoryId: z.number() }), ...errorResponses(409) },
      }),
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, actorOf(request), request.body.name)),
  );
  app.put(
    "/admin/categories/:id",
    {
      schema: adminOperation("Rename a category", {
        params: idParams,
        body: categoryNameInputSchema,
        response: { 200: messageSchema, ...errorResponses(404, 409) },
      }),
    },
    async (request) => {
      await renameCategory(db, actorOf(request), request.params.id, request.body.name);
      return { message: "updated" };
    },
  );
  app.delete(
    "/admin/categories/:id",
    {
      schema: adminOperation("Delete a category (articles keep their others)", {
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await deleteCategory(db, actorOf(request), request.params.id);
      return { message: "deleted" };
    },
  );
  app.patch(
    "/admin/categories/:id/move",
    {
      schema: adminOperation("Move a category one place up or down (nothing at the ends)", {
        params: idParams,
        body: categoryMoveInputSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await moveCategory(db, actorOf(request), request.params.id, request.body.direction);
      return { message: "moved" };
    },
  );
  app.post(
    "/admin/categories/reorder",
    {
      schema: adminOperation("Put a category at a position (0-based, within the list)", {
        body: categoryReorderInputSchema,
        response: { 200: messageSchema, ...errorResponses(404) },
      }),
    },
    async (request) => {
      await reorderCategory(db, actorOf(request), request.body.categoryId, request.body.newPosition);
      return { message: "reordered" };
    },
  );
};
