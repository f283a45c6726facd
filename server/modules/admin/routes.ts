import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isOwnerRole } from "#common/roles.ts";
import { adminDashboardSchema } from "#common/schemas/admin.ts";
import { adminOperation } from "#server/http/schemas.ts";
import { adminDashboard } from "#server/modules/articles/admin-service.ts";
import { articleAdminRoutes } from "#server/modules/articles/admin-routes.ts";
import { auditAdminRoutes } from "#server/modules/audit/admin-routes.ts";
import { requireBackOffice } from "#server/modules/auth/guards.ts";
import { categoryAdminRoutes } from "#server/modules/categories/admin-routes.ts";
import { commentAdminRoutes } from "#server/modules/comments/admin-routes.ts";
import { featuredAdminRoutes } from "#server/modules/featured/admin-routes.ts";
import { userAdminRoutes } from "#server/modules/users/admin-routes.ts";
import { twoStepAdminRoutes } from "#server/modules/auth/two-step-admin-routes.ts";
import { sitePageAdminRoutes } from "#server/modules/site-pages/admin-routes.ts";
import { tagAdminRoutes } from "#server/modules/tags/admin-routes.ts";
import { redirectAdminRoutes } from "#server/modules/redirects/admin-routes.ts";
import { wordpressImportAdminRoutes } from "#server/modules/wordpress/admin-routes.ts";
import { backgroundJobAdminRoutes } from "#server/modules/background-jobs/admin-routes.ts";
import { reviewAdminRoutes } from "#server/modules/reviews/admin-routes.ts";
import { pushAdminRoutes } from "#server/modules/push/routes.ts";

/**
 * The admin back-office API (SPEC.md §7 Admin): one guard for all of it, Admin or Owner (and the
 * Editor where a route says `config.editorial`, decision 0134), checked before the input is; each
 * domain serves its own admin routes under it (the administrators and the audit log are the
 * Owner's alone: those routes add their own check).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireBackOffice);

  app.get(
    "/admin/dashboard",
    { schema: adminOperation("Totals and the newest published articles", { response: { 200: adminDashboardSchema } }) },
    async (request) => adminDashboard(app.deps.db, { isOwner: isOwnerRole(request.user!.role) }),
  );
  await app.register(articleAdminRoutes);
  await app.register(commentAdminRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(featuredAdminRoutes);
  await app.register(userAdminRoutes);
  await app.register(twoStepAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(sitePageAdminRoutes);
  await app.register(tagAdminRoutes);
  await app.register(redirectAdminRoutes);
  await app.register(wordpressImportAdminRoutes);
  await app.register(backgroundJobAdminRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(pushAdminRoutes);
};
