import { ArrowDown, ArrowUp } from "lucide-react";
import { adminTexts } from "#common/messages/admin.ts";
import { IconButton } from "./icon-button.tsx";

/** The up and down buttons of an ordered list's item, named with `name` for screen readers; off at either end. */
export function MoveButtons({
  name,
  className,
  first,
  last,
  onMove,
}: {
  name: string;
  /** Narrower buttons, where a row is short of room. */
  className?: string;
  first: boolean;
  last: boolean;
  onMove: (direction: "up" | "down") => void;
}) {
  return (
    <>
      <IconButton
        icon={ArrowUp}
        label={`${adminTexts.moveUp}: ${name}`}
        title={adminTexts.moveUp}
        className={className}
        disabled={first}
        onClick={() => onMove("up")}
      />
      <IconButton
        icon={ArrowDown}
        label={`${adminTexts.moveDown}: ${name}`}
        title={adminTexts.moveDown}
        className={className}
        disabled={last}
        onClick={() => onMove("down")}
      />
    </>
  );
}
