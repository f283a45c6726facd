import { CircleAlert } from "lucide-react";

/** Why a comment or a report was refused, under its form's fields; read out as it appears. */
export function CommentAlert({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} role="alert" className="flex items-start gap-2 text-sm font-semibold text-red-700 dark:text-red-400">
      <CircleAlert aria-hidden className="mt-px h-5 w-5 shrink-0" />
      {message}
    </p>
  );
}
