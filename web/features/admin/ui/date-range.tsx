import { adminTexts } from "#common/messages.ts";
import { FilterField, fieldClasses } from "./fields.tsx";

export type Dates = { from: string; to: string };

/** "From" and "to" day pickers of a filter bar; each keeps the other's side of the range. */
export function DateRange({ idPrefix, value, onChange }: { idPrefix: string; value: Dates; onChange: (dates: Dates) => void }) {
  return (
    <>
      <FilterField label={adminTexts.dateFrom} htmlFor={`${idPrefix}-date-from`}>
        <input
          id={`${idPrefix}-date-from`}
          type="date"
          className={fieldClasses}
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
      </FilterField>
      <FilterField label={adminTexts.dateTo} htmlFor={`${idPrefix}-date-to`}>
        <input id={`${idPrefix}-date-to`} type="date" className={fieldClasses} value={value.to} min={value.from || undefined} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </FilterField>
    </>
  );
}
