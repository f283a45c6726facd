import type { DailyViews, JournalistDashboard } from "#common/schemas/journalist.ts";
import { api } from "#web/lib/api.ts";
import { settle } from "#web/lib/staff-data.ts";

/** The journalist's numbers and newest articles, and the views of the last 30 days (the chart). */
export async function loadJournalistDashboard(request: Request) {
  const [dashboard, views] = await Promise.all([
    settle(api<JournalistDashboard>("/journalist/dashboard", { request })),
    settle(api<DailyViews>("/journalist/stats/views?days=30", { request })),
  ]);
  return { dashboard, views };
}
export type JournalistDashboardData = Awaited<ReturnType<typeof loadJournalistDashboard>>;
