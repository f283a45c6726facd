import { ArrowDown, ArrowUp } from "lucide-react";
import { adminTexts } from "#common/messages/admin.ts";

/** The up and down buttons of an ordered list's item, named with `name` for screen readers; off at either end. */
export function MoveButtons({
  name,
  className,
  first,
  last,
  onMove,
}: {
  name: string;
  className: string;
  first: boolean;
  last: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={first}
        onClick={() => onMove("up")}
        aria-label={`${adminTexts.moveUp}: ${name}`}
        title={adminTexts.moveUp}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={className}
        disabled={last}
        onClick={() => onMove("down")}
        aria-label={`${adminTexts.moveDown}: ${name}`}
        title={adminTexts.moveDown}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
    </>
  );
}
