import { isAwaitingApproval } from "#common/account-status.ts";
import type { PublicUser } from "#common/schemas/auth.ts";

export type UserStatusFilter = "" | "Active" | "Inactive" | "AwaitingApproval";
export type UserFilters = { search: string; status: UserStatusFilter };

/** Search on the loaded list: name or username, case-insensitive; and the status filter (awaiting approval is also inactive). */
export function matchesUserFilters(user: PublicUser, { search, status }: UserFilters): boolean {
  if (status === "AwaitingApproval" ? !isAwaitingApproval(user) : status && user.status !== status) return false;
  const needle = search.trim().toLocaleLowerCase("bg");
  if (!needle) return true;
  return (
    user.username.toLocaleLowerCase("bg").includes(needle) || (user.name ?? "").toLocaleLowerCase("bg").includes(needle)
  );
}

/** The name a screen shows for an account: the full name, else the username. */
export const displayName = (user: Pick<PublicUser, "name" | "username">) => user.name?.trim() || user.username;
