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
import { reviewTexts } from "#common/messages/reviews.ts";
import type { ReviewSetting } from "#common/schemas/reviews.ts";
import { twoStepAdminTexts } from "#common/messages/two-step.ts";
import { twoStepRequirements } from "#common/schemas/two-step.ts";
import { ChoiceSettingPanel } from "../ui/choice-setting-panel.tsx";

/** Review before publishing as the Owner's two choices (issue 35). */
const reviewChoices = ["off", "on", "everyone"] as const;
type ReviewChoice = (typeof reviewChoices)[number];
const reviewChoiceOf = (setting: ReviewSetting): ReviewChoice =>
  !setting.reviewBeforePublishing ? "off" : setting.secondPairOfEyes ? "everyone" : "on";
const reviewChoiceLabels: Record<ReviewChoice, string> = {
  off: reviewTexts.settingOff,
  on: reviewTexts.settingOn,
  everyone: reviewTexts.settingEveryone,
};

/** SPEC.md §2 Admin journalists and administrators: one screen, chosen by the path. */
export function UsersScreen({ data: { kind, users, twoStep, reviewSetting } }: { data: UsersData }) {
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
        <ChoiceSettingPanel
          id="two-step-setting"
          title={twoStepAdminTexts.settingTitle}
          lead={twoStepAdminTexts.settingLead}
          values={twoStepRequirements}
          label={(requirement) => twoStepAdminTexts.requirement[requirement]}
          saved={twoStep.ok ? twoStep.data.requirement : null}
          loadFailed={twoStepAdminTexts.loadFailed}
          saveLabel={twoStepAdminTexts.save}
          pending={action.pending?.intent === "two-step-requirement"}
          onSave={(requirement) => void action.submit({ intent: "two-step-requirement", id: 0, requirement })}
        />
      )}
      {reviewSetting && (
        <ChoiceSettingPanel
          id="review-setting"
          title={reviewTexts.settingTitle}
          lead={reviewTexts.settingLead}
          values={reviewChoices}
          label={(choice) => reviewChoiceLabels[choice]}
          saved={reviewSetting.ok ? reviewChoiceOf(reviewSetting.data) : null}
          loadFailed={reviewTexts.settingLoadFailed}
          saveLabel={reviewTexts.settingSave}
          pending={action.pending?.intent === "review-setting"}
          onSave={(choice) =>
            void action.submit({
              intent: "review-setting",
              id: 0,
              setting: { reviewBeforePublishing: choice !== "off", secondPairOfEyes: choice === "everyone" },
            })
          }
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
