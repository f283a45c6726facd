import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditLogQuerySchema, auditLogSchema } from "#common/schemas/admin.ts";
import { adminOperation } from "#server/http/schemas.ts";
import { requireOwner } from "#server/modules/auth/guards.ts";
import { auditCsv, auditCsvFileName } from "./csv.ts";
import { allAuditLogs, listAuditLogs } from "./service.ts";

/** The audit log, the Owner's alone (under the admin guard: server/modules/admin/routes.ts). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook("onRequest", requireOwner);
  app.get(
    "/admin/audit-logs",
    {
      schema: adminOperation("Audit entries, newest first (at most 2000; Owner)", {
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditLogSchema) },
      }),
    },
    async (request) => listAuditLogs(db, request.query),
  );
  app.get(
    "/admin/audit-logs/export.csv",
    {
      schema: adminOperation("Every matching audit entry as CSV, UTF-8 with BOM (Owner)", {
        querystring: auditLogQuerySchema,
        response: {
          200: {
            description: "The entries as CSV, one a line, newest first",
            content: { "text/csv": { schema: z.string() } },
          },
        },
      }),
    },
    async (request, reply) =>
      reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${auditCsvFileName(app.deps.now())}"`)
        .header("cache-control", "no-store")
        // Streamed as it is read: the schema documents the text, the stream sends it.
        .send(Readable.from(auditCsv(allAuditLogs(db, request.query))) as unknown as string),
  );
};
