import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listCategories } from "./service.ts";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/categories",
    {
      schema: {
        tags: ["public"],
        summary: "The categories in their order",
        response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) },
      },
    },
    async () => listCategories(app.deps.db),
  );
};
