import { Hourglass, Pencil, Power, PowerOff, Trash2, UserPlus } from "lucide-react";
import { useMemo, useState } from "react";
import { isAwaitingApproval } from "#common/account-status.ts";
import { adminTexts, userTexts } from "#common/messages.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useAdminUser } from "../admin-context.ts";
import { formatAdminDate, formatAdminDateTime, relativeTime } from "../format.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { FilterField, SearchInput, Select } from "../ui/fields.tsx";
import { Badge, EmptyState, ErrorState, LoadingState, Panel } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";
import { UserFormDialog } from "./user-form-dialog.tsx";
import type { UserScreenKind } from "./user-form.ts";

type StatusFilter = "" | "Active" | "Inactive" | "AwaitingApproval";

/** Search on the loaded list: name or username, case-insensitive; and the status filter (awaiting approval is also inactive). */
function matches(user: PublicUser, search: string, status: StatusFilter): boolean {
  if (status === "AwaitingApproval" ? !isAwaitingApproval(user) : status && user.status !== status) return false;
  const needle = search.trim().toLocaleLowerCase("bg");
  if (!needle) return true;
  return user.username.toLocaleLowerCase("bg").includes(needle) || (user.name ?? "").toLocaleLowerCase("bg").includes(needle);
}

const displayName = (user: PublicUser) => user.name?.trim() || user.username;
const actionButton = "h-9 px-3";

/** SPEC.md §2 Admin journalists and administrators: one screen, chosen by the path. */
export function UsersScreen({ kind }: { kind: UserScreenKind }) {
  const me = useAdminUser();
  const users = useApiData<PublicUser[]>(`/admin/users?role=${kind === "admins" ? "Admin" : "Journalist"}`);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [editing, setEditing] = useState<PublicUser | "new" | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const sessionLost = useSessionLostHandler();
  const now = useMemo(() => new Date(), [users.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const shown = (users.data ?? []).filter((u) => matches(u, search, status));
  // SPEC.md §4: Owner rows cannot be deactivated or deleted (nor can anyone do it to themselves).
  const locked = (user: PublicUser) => user.role === "Owner" || user.id === me.id;

  async function toggleActive(user: PublicUser) {
    const activate = !user.isActive;
    const ok = await confirm({
      message: !activate
        ? adminTexts.confirmDeactivate(displayName(user))
        : isAwaitingApproval(user)
          ? adminTexts.confirmApprove(displayName(user))
          : adminTexts.confirmActivate(displayName(user)),
      confirmLabel: activate ? adminTexts.activate : adminTexts.deactivate,
      destructive: !activate,
    });
    if (!ok) return;
    setBusyId(user.id);
    try {
      const updated = await api<PublicUser>(`/admin/users/${user.id}`, { method: "PUT", body: { isActive: activate } });
      users.setData((list) => list.map((u) => (u.id === user.id ? updated : u)));
      toast.success(activate ? adminTexts.userActivated : adminTexts.userDeactivated);
    } catch (error) {
      if (!sessionLost(error)) toast.error(apiErrorMessage(error, adminTexts.userStatusFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(user: PublicUser) {
    if (!(await confirm({ message: adminTexts.confirmDeleteUser(displayName(user)), confirmLabel: adminTexts.delete, destructive: true }))) return;
    setBusyId(user.id);
    try {
      await api(`/admin/users/${user.id}`, { method: "DELETE" });
      users.setData((list) => list.filter((u) => u.id !== user.id));
      toast.success(adminTexts.userDeleted);
    } catch (error) {
      if (!sessionLost(error)) toast.error(apiErrorMessage(error, adminTexts.userDeleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  const lastActivity = (user: PublicUser) => (
    <time dateTime={user.lastActivity ?? undefined} title={user.lastActivity ? formatAdminDateTime(user.lastActivity) : undefined}>
      {relativeTime(user.lastActivity, now)}
    </time>
  );
  const statusBadge = (user: PublicUser) =>
    user.isActive ? (
      <Badge tone="green">{adminTexts.active}</Badge>
    ) : isAwaitingApproval(user) ? (
      <Badge tone="amber">{adminTexts.awaitingApproval}</Badge>
    ) : (
      <Badge tone="zinc">{adminTexts.inactive}</Badge>
    );
  const awaitingApproval = (users.data ?? []).filter(isAwaitingApproval).length;
  const roleBadge = (user: PublicUser) => <Badge tone={user.role === "Owner" ? "brand" : "zinc"}>{user.role}</Badge>;
  const filtered = Boolean(search.trim() || status);

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="user-search" className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400">
              {adminTexts.search}
            </label>
            <SearchInput id="user-search" placeholder={adminTexts.searchUsers} value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <FilterField label={adminTexts.status} htmlFor="user-status" className="sm:w-44">
            <Select id="user-status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
              <option value="">{adminTexts.allStatuses}</option>
              <option value="Active">{adminTexts.activeFilter}</option>
              <option value="Inactive">{adminTexts.inactiveFilter}</option>
              <option value="AwaitingApproval">{adminTexts.awaitingApprovalFilter}</option>
            </Select>
          </FilterField>
          <Button onClick={() => setEditing("new")} className="shrink-0">
            <UserPlus aria-hidden className="h-4 w-4" />
            {kind === "admins" ? adminTexts.newAdmin : adminTexts.newJournalist}
          </Button>
        </div>
        {awaitingApproval > 0 && status !== "AwaitingApproval" && (
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
            <Hourglass aria-hidden className="h-4 w-4 shrink-0" />
            <span className="min-w-0">{adminTexts.awaitingApprovalCount(awaitingApproval)}</span>
            <button type="button" className="font-semibold underline underline-offset-2 hover:no-underline" onClick={() => setStatus("AwaitingApproval")}>
              {adminTexts.showAwaitingApproval}
            </button>
          </p>
        )}
      </Panel>

      <Panel aria-labelledby="users-heading">
        <div className="border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
          <h2 id="users-heading" className="text-base font-bold text-zinc-900 dark:text-zinc-50">
            {kind === "admins" ? adminTexts.statAdmins : adminTexts.statJournalists}
            {users.data && <span className="ml-2 text-sm font-medium text-zinc-500 dark:text-zinc-400">({shown.length})</span>}
          </h2>
        </div>
        {users.status === "error" && !users.data ? (
          <div className="p-4">
            <ErrorState message={userTexts.loadFailed} onRetry={users.reload} />
          </div>
        ) : !users.data ? (
          <LoadingState label={adminTexts.usersLoading} />
        ) : shown.length === 0 ? (
          <EmptyState message={filtered ? adminTexts.noMatchingUsers : kind === "admins" ? adminTexts.noAdmins : adminTexts.noJournalists} />
        ) : (
          <>
            {/* A table from 1280 px, where its columns fit beside the sidebar; cards with an action sheet below. */}
            <table className="hidden w-full table-fixed text-left text-sm xl:table">
              <thead className="text-xs text-zinc-600 uppercase dark:text-zinc-400">
                <tr className="border-b border-zinc-200 dark:border-zinc-800">
                  <th scope="col" className="px-5 py-3 font-semibold">{adminTexts.user}</th>
                  {kind === "admins" && <th scope="col" className="w-24 px-3 py-3 font-semibold">{adminTexts.role}</th>}
                  <th scope="col" className="w-40 px-3 py-3 font-semibold">{adminTexts.status}</th>
                  <th scope="col" className="w-36 px-3 py-3 font-semibold">{adminTexts.lastActivity}</th>
                  <th scope="col" className="hidden w-32 px-3 py-3 font-semibold 2xl:table-cell">{adminTexts.createdAt}</th>
                  <th scope="col" className="w-[17rem] px-5 py-3 text-right font-semibold">{adminTexts.actions}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
                {shown.map((user) => (
                  <tr key={user.id}>
                    <td className="px-5 py-3">
                      <span className="flex min-w-0 items-center gap-3">
                        <UserAvatar name={displayName(user)} src={user.avatar} className="h-9 w-9 text-sm" />
                        <span className="min-w-0">
                          <span className="block truncate font-semibold text-zinc-900 dark:text-zinc-50" title={displayName(user)}>
                            {displayName(user)}
                          </span>
                          <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">@{user.username}</span>
                        </span>
                      </span>
                    </td>
                    {kind === "admins" && <td className="px-3 py-3">{roleBadge(user)}</td>}
                    <td className="px-3 py-3">{statusBadge(user)}</td>
                    <td className="px-3 py-3 whitespace-nowrap text-zinc-700 dark:text-zinc-300">{lastActivity(user)}</td>
                    <td className="hidden px-3 py-3 whitespace-nowrap text-zinc-700 2xl:table-cell dark:text-zinc-300">{formatAdminDate(user.createdAt)}</td>
                    <td className="px-5 py-2">
                      <div className="flex items-center justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          className="h-9 w-9"
                          onClick={() => setEditing(user)}
                          aria-label={`${adminTexts.edit}: ${user.username}`}
                          title={adminTexts.edit}
                        >
                          <Pencil aria-hidden className="h-4 w-4" />
                        </Button>
                        {!locked(user) && (
                          <>
                            <Button
                              variant="secondary"
                              className={`${actionButton} min-w-38`}
                              disabled={busyId === user.id}
                              onClick={() => toggleActive(user)}
                              aria-label={`${user.isActive ? adminTexts.deactivate : adminTexts.activate}: ${user.username}`}
                            >
                              {user.isActive ? <PowerOff aria-hidden className="h-4 w-4 shrink-0" /> : <Power aria-hidden className="h-4 w-4 shrink-0" />}
                              {user.isActive ? adminTexts.deactivate : adminTexts.activate}
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              className="h-9 w-9 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                              disabled={busyId === user.id}
                              onClick={() => remove(user)}
                              aria-label={`${adminTexts.delete}: ${user.username}`}
                              title={adminTexts.delete}
                            >
                              <Trash2 aria-hidden className="h-4 w-4" />
                            </Button>
                          </>
                        )}
                        {user.role === "Owner" && <span className="sr-only">{adminTexts.ownerLocked}</span>}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
              {shown.map((user) => (
                <li key={user.id} className="flex items-start gap-3 px-4 py-3">
                  <UserAvatar name={displayName(user)} src={user.avatar} className="mt-0.5 h-10 w-10 text-base" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{displayName(user)}</p>
                    <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">@{user.username}</p>
                    <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                      {kind === "admins" && roleBadge(user)}
                      {statusBadge(user)}
                      <span>
                        {adminTexts.lastActivity}: {lastActivity(user)}
                      </span>
                    </p>
                  </div>
                  <ActionSheet
                    title={displayName(user)}
                    actions={[
                      { label: adminTexts.edit, icon: Pencil, onSelect: () => setEditing(user) },
                      ...(locked(user)
                        ? []
                        : [
                            { label: user.isActive ? adminTexts.deactivate : adminTexts.activate, icon: user.isActive ? PowerOff : Power, onSelect: () => toggleActive(user) },
                            { label: adminTexts.delete, icon: Trash2, destructive: true, onSelect: () => remove(user) },
                          ]),
                    ]}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>

      {editing && (
        <UserFormDialog
          kind={kind}
          user={editing === "new" ? null : editing}
          currentUserId={me.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            users.reload();
          }}
        />
      )}
      {confirmDialog}
    </div>
  );
}
