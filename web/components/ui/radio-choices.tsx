import type { ReactNode } from "react";

/** The legend of a group of choices over its fields (a form's question). */
export const choicesLegendClasses = "mb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200";

/**
 * A group of radio choices under its legend: each value's input inside its label, whose text
 * `children` gives. Controlled (`value`, `onChange`) or, in a form posted without JavaScript,
 * not (`defaultValue`). `hintId` ties each choice to the text that explains it.
 */
export function RadioChoices<T extends string>({
  legend,
  legendClassName = choicesLegendClasses,
  name,
  values,
  value,
  defaultValue,
  onChange,
  className,
  describedBy,
  listClassName,
  optionClassName,
  inputClassName,
  hintId,
  children,
}: {
  legend: ReactNode;
  legendClassName?: string;
  name: string;
  values: readonly T[];
  /** The value chosen ("" or another value: none of them). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: T) => void;
  className?: string;
  describedBy?: string;
  /** The box of the choices, if they have one of their own inside the fieldset. */
  listClassName?: string;
  optionClassName: string;
  inputClassName: string;
  hintId?: (value: T) => string;
  children: (value: T) => ReactNode;
}) {
  const options = values.map((option) => (
    <label key={option} className={optionClassName}>
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === undefined ? undefined : value === option}
        defaultChecked={defaultValue === undefined ? undefined : defaultValue === option}
        onChange={onChange && (() => onChange(option))}
        className={inputClassName}
        aria-describedby={hintId?.(option)}
      />
      {children(option)}
    </label>
  ));
  return (
    <fieldset className={className} aria-describedby={describedBy}>
      <legend className={legendClassName}>{legend}</legend>
      {listClassName === undefined ? options : <div className={listClassName}>{options}</div>}
    </fieldset>
  );
}
