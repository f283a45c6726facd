import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { redirectAdminTexts, redirectRuleTexts } from "#common/messages/redirects.ts";
import { normalizeRedirectPath } from "#common/redirect-paths.ts";
import { FieldError } from "#web/components/profile-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { fieldClasses, FilterField } from "../ui/fields.tsx";
import type { RedirectIntent } from "./redirects-data.ts";

type Field = "from" | "to";
type Errors = Partial<Record<Field | "form", string>>;

/** What the form can tell before it sends: an empty field, or text that is no address at all. */
function formErrors(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!values.from.trim()) errors.from = redirectRuleTexts.fromRequired;
  else if (normalizeRedirectPath(values.from) === null) errors.from = redirectRuleTexts.notAnAddress;
  if (!values.to.trim()) errors.to = redirectRuleTexts.toRequired;
  else if (normalizeRedirectPath(values.to) === null) errors.to = redirectRuleTexts.notAnAddress;
  return errors;
}

/**
 * "Ново пренасочване": the old address and the page it leads to. The form checks what it can
 * (common/redirect-paths.ts); the server's refusals (a live page, a chain, a taken address) are
 * said at their fields. An added redirect empties the form; its notice is a toast.
 */
export function RedirectForm() {
  const [values, setValues] = useState<Record<Field, string>>({ from: "", to: "" });
  const [errors, setErrors] = useState<Errors>({});
  const action = useAction<RedirectIntent>({
    toasts: "notices",
    onResult: (result) => {
      if (result.ok) setValues({ from: "", to: "" });
      else {
        const fields = result.cause.fields ?? {};
        setErrors(fields.from || fields.to ? { from: fields.from, to: fields.to } : { form: result.error });
      }
    },
  });
  const adding = action.pending !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && !adding)
      void action.submit({ intent: "add", from: values.from.trim(), to: values.to.trim() });
  }

  const field = (name: Field, label: string, placeholder: string) => {
    const id = `redirect-${name}`;
    return (
      <FilterField label={label} htmlFor={id}>
        <input
          id={id}
          className={fieldClasses}
          value={values[name]}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          onChange={(e) => {
            setValues((v) => ({ ...v, [name]: e.target.value }));
            setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
          }}
        />
        <FieldError id={`${id}-error`} message={errors[name]} />
      </FilterField>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="redirect-form-heading">
      <h2 id="redirect-form-heading" className="text-base font-bold text-zinc-900 dark:text-zinc-50">
        {redirectAdminTexts.addHeading}
      </h2>
      <p className="mt-0.5 mb-3 text-sm text-zinc-600 dark:text-zinc-400">{redirectAdminTexts.addHint}</p>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
        {field("from", redirectAdminTexts.from, redirectAdminTexts.fromPlaceholder)}
        {field("to", redirectAdminTexts.to, redirectAdminTexts.toPlaceholder)}
        <Button type="submit" disabled={adding} className="shrink-0 lg:mt-5">
          <Plus aria-hidden className="h-4 w-4" />
          {redirectAdminTexts.add}
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {errors.form}
        </p>
      )}
    </form>
  );
}
