import { adminTexts } from "#common/messages/admin.ts";
import { staffDateTexts } from "#common/messages/staff.ts";
import { DayField } from "#web/components/ui/day-time-fields.tsx";
import { FilterField, fieldClasses } from "./fields.tsx";

export type Dates = { from: string; to: string };
export const sameDates = (a: Dates, b: Dates) => a.from === b.from && a.to === b.to;

/**
 * "From" and "to" days of a filter bar, typed as dd.mm.yyyy (issue 29, point 4); each keeps the
 * other's side of the range, and a range the wrong way round is said.
 */
export function DateRange({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: Dates;
  onChange: (dates: Dates) => void;
}) {
  const reversed = value.from !== "" && value.to !== "" && value.to < value.from;
  return (
    <>
      <FilterField label={adminTexts.dateFrom} htmlFor={`${idPrefix}-date-from`}>
        <DayField
          id={`${idPrefix}-date-from`}
          className={fieldClasses}
          value={value.from}
          onChange={(from) => onChange({ ...value, from })}
        />
      </FilterField>
      <FilterField label={adminTexts.dateTo} htmlFor={`${idPrefix}-date-to`}>
        <DayField
          id={`${idPrefix}-date-to`}
          className={fieldClasses}
          value={value.to}
          error={reversed ? staffDateTexts.rangeReversed : null}
          onChange={(to) => onChange({ ...value, to })}
        />
      </FilterField>
    </>
  );
}
