import { useMemo, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { isAwaitingApproval } from "#common/account-status.ts";
import { adminTexts, userTexts } from "#common/messages/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { useAdminUser } from "../admin-context.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { UserFormDialog } from "./user-form-dialog.tsx";
import { displayName, matchesUserFilters, type UserFilters } from "./user-filters.ts";
import { UserList } from "./user-list.tsx";
import type { UserIntent, UsersData } from "./users-data.ts";
import { UsersFilterBar } from "./users-filter-bar.tsx";
import { twoStepAdminTexts } from "#common/messages/two-step.ts";
import { twoStepRequirements, type TwoStepRequirement, type TwoStepSettings } from "#common/schemas/two-step.ts";
import type { Loaded } from "#web/lib/staff-data.ts";
import { Button } from "#web/components/ui/button.tsx";

/** SPEC.md §2 Admin journalists and administrators: one screen, chosen by the path. */
export function UsersScreen({ data: { kind, users, twoStep } }: { data: UsersData }) {
  const me = useAdminUser();
  const { revalidate } = useRevalidator();
  // The dashboard's reminder links here with ?status=AwaitingApproval (issue 29).
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState<UserFilters>(() => ({
    search: "",
    status: searchParams.get("status") === "AwaitingApproval" ? "AwaitingApproval" : "",
  }));
  const [editing, setEditing] = useState<PublicUser | "new" | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const action = useAction<Exclude<UserIntent, { intent: "save" }>>();
  const list = users.ok ? users.data : [];
  const now = useMemo(() => new Date(), [list]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = list.filter((user) => matchesUserFilters(user, filters));

  async function toggleActive(user: PublicUser) {
    const activate = !user.isActive;
    const name = displayName(user);
    const ok = await confirm({
      message: !activate
        ? adminTexts.confirmDeactivate(name)
        : isAwaitingApproval(user)
          ? adminTexts.confirmApprove(name)
          : adminTexts.confirmActivate(name),
      confirmLabel: activate ? adminTexts.activate : adminTexts.deactivate,
      destructive: !activate,
    });
    if (ok) void action.submit({ intent: "active", id: user.id, activate });
  }

  const remove = confirmedDelete(
    confirm,
    action.submit,
    (user: PublicUser) => adminTexts.confirmDeleteUser(displayName(user)),
    adminTexts.delete,
  );

  async function resetTwoStep(user: PublicUser) {
    const ok = await confirm({
      message: twoStepAdminTexts.resetConfirm(user.username),
      confirmLabel: twoStepAdminTexts.reset,
      destructive: true,
    });
    if (ok) void action.submit({ intent: "two-step-reset", id: user.id });
  }

  const filtered = Boolean(filters.search.trim() || filters.status);
  return (
    <div className="space-y-4">
      {twoStep && (
        <TwoStepRequirementPanel
          settings={twoStep}
          pending={action.pending?.intent === "two-step-requirement"}
          onSave={(requirement) => void action.submit({ intent: "two-step-requirement", id: 0, requirement })}
        />
      )}
      <Panel className="p-4 sm:p-5">
        <UsersFilterBar
          kind={kind}
          filters={filters}
          onChange={setFilters}
          awaitingApproval={list.filter(isAwaitingApproval).length}
          onCreate={() => setEditing("new")}
        />
      </Panel>

      <Panel aria-labelledby="users-heading">
        <PanelHeader
          id="users-heading"
          title={kind === "admins" ? adminTexts.statAdmins : adminTexts.statJournalists}
          count={users.ok ? shown.length : undefined}
        />
        {!users.ok ? (
          <div className="p-4">
            <ErrorState message={userTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            message={
              filtered ? adminTexts.noMatchingUsers : kind === "admins" ? adminTexts.noAdmins : adminTexts.noJournalists
            }
          />
        ) : (
          <UserList
            kind={kind}
            users={shown}
            now={now}
            // SPEC.md §4: Owner rows cannot be deactivated or deleted (nor can anyone do it to themselves).
            locked={(user) => user.role === "Owner" || user.id === me.id}
            busyId={action.pending?.id ?? null}
            onEdit={setEditing}
            onToggleActive={toggleActive}
            onDelete={remove}
            // The Owner resets another account's second step (decision 0132).
            onResetTwoStep={me.role === "Owner" ? resetTwoStep : undefined}
            meId={me.id}
          />
        )}
      </Panel>

      {editing && (
        <UserFormDialog
          kind={kind}
          user={editing === "new" ? null : editing}
          currentUserId={me.id}
          onClose={() => setEditing(null)}
        />
      )}
      {confirmDialog}
    </div>
  );
}

/** The Owner's choice of whom the second sign-in step is required of (decision 0132). */
function TwoStepRequirementPanel({
  settings,
  pending,
  onSave,
}: {
  settings: Loaded<TwoStepSettings>;
  pending: boolean;
  onSave: (requirement: TwoStepRequirement) => void;
}) {
  const [choice, setChoice] = useState<TwoStepRequirement | null>(null);
  if (!settings.ok)
    return (
      <Panel className="p-4 sm:p-5">
        <p role="alert" className="text-sm">
          {twoStepAdminTexts.loadFailed}
        </p>
      </Panel>
    );
  const current = choice ?? settings.data.requirement;
  return (
    <Panel className="p-4 sm:p-5" aria-labelledby="two-step-setting">
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(current);
        }}
      >
        <div>
          <h2 id="two-step-setting" className="font-semibold">
            {twoStepAdminTexts.settingTitle}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{twoStepAdminTexts.settingLead}</p>
        </div>
        <fieldset className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5">
          <legend className="sr-only">{twoStepAdminTexts.settingTitle}</legend>
          {twoStepRequirements.map((requirement) => (
            <label key={requirement} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="two-step-requirement"
                value={requirement}
                checked={current === requirement}
                onChange={() => setChoice(requirement)}
                className="h-4 w-4 accent-brand-600"
              />
              {twoStepAdminTexts.requirement[requirement]}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={pending || current === settings.data.requirement}>
          {twoStepAdminTexts.save}
        </Button>
      </form>
    </Panel>
  );
}
