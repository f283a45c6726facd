import { Hourglass, UserPlus } from "lucide-react";
import { adminTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FilterField, FilterSelect, SearchInput, type FilterOption } from "../ui/fields.tsx";
import type { UserScreenKind } from "./user-form.ts";
import type { UserFilters, UserStatusFilter } from "./user-filters.ts";

type Props = {
  kind: UserScreenKind;
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
  /** How many accounts wait for approval (decision 0052): a notice offers to show just them. */
  awaitingApproval: number;
  onCreate: () => void;
};

const statusOptions: FilterOption<UserStatusFilter>[] = [
  { value: "Active", label: adminTexts.activeFilter },
  { value: "Inactive", label: adminTexts.inactiveFilter },
  { value: "AwaitingApproval", label: adminTexts.awaitingApprovalFilter },
];

/** Search by name or username, the status filter, and the button that opens the form for a new account. */
export function UsersFilterBar({ kind, filters, onChange, awaitingApproval, onCreate }: Props) {
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterField label={adminTexts.search} htmlFor="user-search" className="flex-1">
          <SearchInput
            id="user-search"
            placeholder={adminTexts.searchUsers}
            value={filters.search}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        </FilterField>
        <FilterSelect
          id="user-status"
          label={adminTexts.status}
          className="sm:w-44"
          value={filters.status}
          onChange={(status) => onChange({ ...filters, status })}
          all={adminTexts.allStatuses}
          options={statusOptions}
        />
        <Button onClick={onCreate} className="shrink-0">
          <UserPlus aria-hidden className="h-4 w-4" />
          {kind === "admins" ? adminTexts.newAdmin : adminTexts.newJournalist}
        </Button>
      </div>
      {awaitingApproval > 0 && filters.status !== "AwaitingApproval" && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
          <Hourglass aria-hidden className="h-4 w-4 shrink-0" />
          <span className="min-w-0">{adminTexts.awaitingApprovalCount(awaitingApproval)}</span>
          <button
            type="button"
            className="font-semibold underline underline-offset-2 hover:no-underline"
            onClick={() => onChange({ ...filters, status: "AwaitingApproval" })}
          >
            {adminTexts.showAwaitingApproval}
          </button>
        </p>
      )}
    </>
  );
}
