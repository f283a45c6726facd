import { LoaderCircle } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";

/** A form's full-width submit button; while `submitting` it is disabled and says so. */
export function SubmitButton({
  label,
  submittingLabel,
  submitting,
}: {
  label: string;
  submittingLabel: string;
  submitting: boolean;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting}>
      {submitting && <LoaderCircle aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
