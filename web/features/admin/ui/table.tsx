import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

export type Column = { label: ReactNode; className?: string };

/**
 * The admin screens' table: shown from 1280 px, where its columns fit beside the sidebar (each
 * screen shows cards below that). A column's class sets its width and, where it differs, padding.
 */
export function Table({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <table className="hidden w-full table-fixed text-left text-sm xl:table">
      <thead className="text-xs text-zinc-600 uppercase dark:text-zinc-400">
        <tr className="border-b border-zinc-200 dark:border-zinc-800">
          {columns.map((column, i) => (
            <th key={i} scope="col" className={cn("px-3 py-3 font-semibold", column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">{children}</tbody>
    </table>
  );
}
