import { useEffect, useState } from "react";
import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { auditActions, auditEntityTypes } from "#common/schemas/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { useDebouncedEffect } from "#web/lib/use-debounced.ts";
import { DateRange } from "../ui/date-range.tsx";
import { FilterField, Select } from "../ui/fields.tsx";
import type { AuditFilters } from "./audit-filters.ts";

type Props = { filters: AuditFilters; users: PublicUser[]; onChange: (change: Partial<AuditFilters>) => void };

/** User, action and entity type at once; the dates after a pause (SPEC.md §4: 800 ms). */
export function AuditFiltersBar({ filters, users, onChange }: Props) {
  const [dates, setDates] = useState({ from: filters.startDate, to: filters.endDate });
  useEffect(() => setDates({ from: filters.startDate, to: filters.endDate }), [filters.startDate, filters.endDate]);
  useDebouncedEffect(dates, limits.adminDateFilterDebounceMs, ({ from, to }) => {
    if (from !== filters.startDate || to !== filters.endDate) onChange({ startDate: from, endDate: to });
  });
  return (
    // One column on a phone: two drop-downs side by side cut off their choices at 375 px (issue 29).
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      <FilterField label={adminTexts.user} htmlFor="audit-user" className="sm:col-span-2 lg:col-span-1">
        <Select id="audit-user" value={filters.userId} onChange={(e) => onChange({ userId: e.target.value })}>
          <option value="">{adminTexts.allUsers}</option>
          {users.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.username}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField label={adminTexts.action} htmlFor="audit-action">
        <Select
          id="audit-action"
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value as AuditFilters["action"] })}
        >
          <option value="">{adminTexts.allActions}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField label={adminTexts.entityType} htmlFor="audit-entity">
        <Select
          id="audit-entity"
          value={filters.entityType}
          onChange={(e) => onChange({ entityType: e.target.value as AuditFilters["entityType"] })}
        >
          <option value="">{adminTexts.allEntityTypes}</option>
          {auditEntityTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
      </FilterField>
      <DateRange idPrefix="audit" value={dates} onChange={setDates} />
    </div>
  );
}
