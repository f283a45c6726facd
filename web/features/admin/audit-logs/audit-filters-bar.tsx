import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { auditActions, auditEntityTypes } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { useTypedFilter } from "#web/lib/use-typed-filter.ts";
import { DateRange, sameDates } from "../ui/date-range.tsx";
import { FilterSelect } from "../ui/fields.tsx";
import type { AuditFilters } from "./audit-filters.ts";

type Props = { filters: AuditFilters; users: PublicUser[]; onChange: (change: Partial<AuditFilters>) => void };

/** User, action and entity type at once; the dates after a pause (SPEC.md §4: 800 ms). */
export function AuditFiltersBar({ filters, users, onChange }: Props) {
  const [dates, setDates] = useTypedFilter(
    { from: filters.startDate, to: filters.endDate },
    limits.adminDateFilterDebounceMs,
    ({ from, to }) => onChange({ startDate: from, endDate: to }),
    sameDates,
  );
  return (
    // One column on a phone: two drop-downs side by side cut off their choices at 375 px (issue 29).
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      <FilterSelect
        id="audit-user"
        label={adminTexts.user}
        className="sm:col-span-2 lg:col-span-1"
        value={filters.userId}
        onChange={(userId) => onChange({ userId })}
        all={adminTexts.allUsers}
        options={users.map((u) => ({ value: String(u.id), label: u.username }))}
      />
      <FilterSelect
        id="audit-action"
        label={adminTexts.action}
        value={filters.action}
        onChange={(action) => onChange({ action })}
        all={adminTexts.allActions}
        options={auditActions.map((a) => ({ value: a, label: a }))}
      />
      <FilterSelect
        id="audit-entity"
        label={adminTexts.entityType}
        value={filters.entityType}
        onChange={(entityType) => onChange({ entityType })}
        all={adminTexts.allEntityTypes}
        options={auditEntityTypes.map((t) => ({ value: t, label: t }))}
      />
      <DateRange idPrefix="audit" value={dates} onChange={setDates} />
    </div>
  );
}
