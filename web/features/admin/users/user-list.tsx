import { Pencil, Power, PowerOff, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { isAwaitingApproval } from "#common/account-status.ts";
import { formatAdminDate, formatAdminDateTime, relativeTime } from "#common/dates.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { roleLabels } from "#common/messages/staff.ts";
import { isEditorRole } from "#common/roles.ts";
import { twoStepAdminTexts } from "#common/messages/two-step.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { ActionSheet } from "#web/components/ui/action-sheet.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { DeleteIconButton } from "../ui/icon-button.tsx";
import { Badge } from "../ui/states.tsx";
import { Table } from "../ui/table.tsx";
import type { UserScreenKind } from "./user-form.ts";
import { displayName } from "./user-filters.ts";

type Props = {
  kind: UserScreenKind;
  users: PublicUser[];
  /** "Now" for the relative last-activity times: the moment the list was loaded. */
  now: Date;
  /** Accounts that cannot be switched off or deleted here: the Owner's, and one's own (SPEC.md §4). */
  locked: (user: PublicUser) => boolean;
  busyId: number | null;
  onEdit: (user: PublicUser) => void;
  onToggleActive: (user: PublicUser) => void;
  onDelete: (user: PublicUser) => void;
  /** The Owner's reset of another account's second sign-in step (decision 0132). */
  onResetTwoStep?: (user: PublicUser) => void;
  meId?: number;
};

function StatusBadge({ user }: { user: PublicUser }) {
  if (user.isActive) return <Badge tone="green">{adminTexts.active}</Badge>;
  if (isAwaitingApproval(user)) return <Badge tone="amber">{adminTexts.awaitingApproval}</Badge>;
  return <Badge tone="zinc">{adminTexts.inactive}</Badge>;
}

const RoleBadge = ({ user }: { user: PublicUser }) => (
  <Badge tone={user.role === "Owner" || user.role === "Editor" ? "brand" : "zinc"}>{roleLabels[user.role]}</Badge>
);

function LastActivity({ user, now }: { user: PublicUser; now: Date }) {
  return (
    <time
      dateTime={user.lastActivity ?? undefined}
      title={user.lastActivity ? formatAdminDateTime(user.lastActivity) : undefined}
    >
      {relativeTime(user.lastActivity, now)}
    </time>
  );
}

/**
 * The journalists or administrators: a table from 1280 px, where its columns fit beside the
 * sidebar; cards with an action sheet below.
 */
export function UserList({
  kind,
  users,
  now,
  locked,
  busyId,
  onEdit,
  onToggleActive,
  onDelete,
  onResetTwoStep,
  meId,
}: Props) {
  const canReset = (user: PublicUser) => Boolean(onResetTwoStep && user.twoStep && user.id !== meId);
  const admins = kind === "admins";
  const toggleLabel = (user: PublicUser) => (user.isActive ? adminTexts.deactivate : adminTexts.activate);
  return (
    <>
      <Table
        columns={[
          { label: adminTexts.user, className: "px-5" },
          ...(admins ? [{ label: adminTexts.role, className: "w-24" }] : []),
          { label: adminTexts.status, className: "w-40" },
          { label: adminTexts.lastActivity, className: "w-36" },
          { label: adminTexts.createdAt, className: "hidden w-32 2xl:table-cell" },
          { label: adminTexts.actions, className: "w-[17rem] px-5 text-right" },
        ]}
      >
        {users.map((user) => (
          <tr key={user.id}>
            <td className="px-5 py-3">
              <span className="flex min-w-0 items-center gap-3">
                <UserAvatar name={displayName(user)} src={user.avatar} className="h-9 w-9 text-sm" />
                <span className="min-w-0">
                  <span
                    className="block truncate font-semibold text-zinc-900 dark:text-zinc-50"
                    title={displayName(user)}
                  >
                    {displayName(user)}
                  </span>
                  <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">
                    @{user.username}
                    {user.email && (
                      <>
                        {" "}
                        ·{" "}
                        <a href={`mailto:${user.email}`} className="hover:underline">
                          {user.email}
                        </a>
                      </>
                    )}
                  </span>
                </span>
              </span>
            </td>
            {admins && (
              <td className="px-3 py-3">
                <RoleBadge user={user} />
              </td>
            )}
            <td className="px-3 py-3">
              {/* The journalists' list has no role column: an Editor among them says so here (decision 0134). */}
              {!admins && isEditorRole(user.role) && <RoleBadge user={user} />}
              <StatusBadge user={user} />
              <TwoStepBadge user={user} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-zinc-700 dark:text-zinc-300">
              <LastActivity user={user} now={now} />
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-zinc-700 2xl:table-cell dark:text-zinc-300">
              {formatAdminDate(user.createdAt)}
            </td>
            <td className="px-5 py-2">
              <div className="flex items-center justify-end gap-1">
                {canReset(user) && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-9 w-9"
                    disabled={busyId === user.id}
                    onClick={() => onResetTwoStep!(user)}
                    aria-label={`${twoStepAdminTexts.reset}: ${user.username}`}
                    title={twoStepAdminTexts.reset}
                  >
                    <ShieldOff aria-hidden className="h-4 w-4" />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-9 w-9"
                  onClick={() => onEdit(user)}
                  aria-label={`${adminTexts.edit}: ${user.username}`}
                  title={adminTexts.edit}
                >
                  <Pencil aria-hidden className="h-4 w-4" />
                </Button>
                {!locked(user) && (
                  <>
                    <Button
                      variant="secondary"
                      className="h-9 min-w-38 px-3"
                      disabled={busyId === user.id}
                      onClick={() => onToggleActive(user)}
                      aria-label={`${toggleLabel(user)}: ${user.username}`}
                    >
                      {user.isActive ? (
                        <PowerOff aria-hidden className="h-4 w-4 shrink-0" />
                      ) : (
                        <Power aria-hidden className="h-4 w-4 shrink-0" />
                      )}
                      {toggleLabel(user)}
                    </Button>
                    <DeleteIconButton
                      disabled={busyId === user.id}
                      onClick={() => onDelete(user)}
                      label={`${adminTexts.delete}: ${user.username}`}
                    />
                  </>
                )}
                {user.role === "Owner" && <span className="sr-only">{adminTexts.ownerLocked}</span>}
              </div>
            </td>
          </tr>
        ))}
      </Table>

      <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
        {users.map((user) => (
          <li key={user.id} className="flex items-start gap-3 px-4 py-3">
            <UserAvatar name={displayName(user)} src={user.avatar} className="mt-0.5 h-10 w-10 text-base" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{displayName(user)}</p>
              <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">@{user.username}</p>
              {user.email && (
                <p className="truncate text-xs text-zinc-600 dark:text-zinc-400">
                  <a href={`mailto:${user.email}`} className="hover:underline">
                    {user.email}
                  </a>
                </p>
              )}
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
                {(admins || isEditorRole(user.role)) && <RoleBadge user={user} />}
                <StatusBadge user={user} />
                <TwoStepBadge user={user} />
                <span>
                  {adminTexts.lastActivity}: <LastActivity user={user} now={now} />
                </span>
              </p>
            </div>
            <ActionSheet
              title={displayName(user)}
              actions={[
                { label: adminTexts.edit, icon: Pencil, onSelect: () => onEdit(user) },
                ...(canReset(user)
                  ? [{ label: twoStepAdminTexts.reset, icon: ShieldOff, onSelect: () => onResetTwoStep!(user) }]
                  : []),
                ...(locked(user)
                  ? []
                  : [
                      {
                        label: toggleLabel(user),
                        icon: user.isActive ? PowerOff : Power,
                        onSelect: () => onToggleActive(user),
                      },
                      { label: adminTexts.delete, icon: Trash2, destructive: true, onSelect: () => onDelete(user) },
                    ]),
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The account signs in with a second step (decision 0132). */
function TwoStepBadge({ user }: { user: PublicUser }) {
  if (!user.twoStep) return null;
  return (
    <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-200">
      <ShieldCheck aria-hidden className="h-3.5 w-3.5" />
      {twoStepAdminTexts.badgeOn}
    </span>
  );
}
