import { Check, Combine, Pencil, X } from "lucide-react";
import { useState } from "react";
import { limits } from "#common/limits.ts";
import { tagAdminTexts } from "#common/messages/tags.ts";
import { tagPath } from "#common/page-paths.ts";
import type { AdminTag } from "#common/schemas/tags.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { DeleteIconButton, IconButton } from "../ui/icon-button.tsx";
import { fieldClasses, Select } from "../ui/fields.tsx";
import type { TagIntent } from "./tags-data.ts";

type Props = {
  tag: AdminTag;
  others: AdminTag[];
  disabled: boolean;
  /** A merge and a deletion take the row away: the screen submits them, so their notice outlives it. */
  onMerge: (tag: AdminTag, intoId: number) => void;
  onDelete: (tag: AdminTag) => void;
};

/** One tag: its name (a link to its page) and article count; rename in place, merge into another, delete. */
export function TagRow({ tag, others, disabled, onMerge, onDelete }: Props) {
  const [mode, setMode] = useState<"view" | "rename" | "merge">("view");
  const [name, setName] = useState(tag.name);
  const [intoId, setIntoId] = useState("");
  const change = useAction<TagIntent>({ onResult: (result) => result.ok && setMode("view") });
  const busy = disabled || change.pending !== null;

  if (mode === "rename")
    return (
      <li className="px-4 py-3" data-testid="tag-row">
        <form
          className="flex items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            const trimmed = name.trim();
            if (trimmed && trimmed !== tag.name) void change.submit({ intent: "rename", id: tag.id, name: trimmed });
            else setMode("view");
          }}
        >
          <label htmlFor={`tag-name-${tag.id}`} className="sr-only">
            {tagAdminTexts.newName}
          </label>
          <input
            id={`tag-name-${tag.id}`}
            className={fieldClasses}
            value={name}
            maxLength={limits.tagNameMax}
            autoFocus
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && (e.preventDefault(), setMode("view"))}
          />
          <IconButton type="submit" icon={Check} label={tagAdminTexts.save} disabled={!name.trim() || busy} />
          <IconButton icon={X} label={tagAdminTexts.cancel} onClick={() => setMode("view")} />
        </form>
      </li>
    );

  return (
    <li className="px-4 py-3" data-testid="tag-row">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <a
            href={tagPath(tag.slug)}
            className="block font-semibold wrap-anywhere text-zinc-900 hover:underline dark:text-zinc-50"
          >
            #{tag.name}
          </a>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">
            {tagAdminTexts.articles}: {tag.articleCount}
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          <IconButton
            icon={Pencil}
            label={`${tagAdminTexts.rename}: ${tag.name}`}
            title={tagAdminTexts.rename}
            disabled={busy}
            onClick={() => {
              setName(tag.name);
              setMode("rename");
            }}
          />
          <IconButton
            icon={Combine}
            label={`${tagAdminTexts.merge}: ${tag.name}`}
            title={tagAdminTexts.merge}
            disabled={busy || others.length === 0}
            onClick={() => setMode(mode === "merge" ? "view" : "merge")}
            aria-expanded={mode === "merge"}
          />
          <DeleteIconButton
            label={`${tagAdminTexts.delete}: ${tag.name}`}
            disabled={busy}
            onClick={() => onDelete(tag)}
          />
        </div>
      </div>
      {mode === "merge" && (
        <form
          className="mt-3 flex flex-col gap-2 rounded-lg bg-zinc-50 p-3 sm:flex-row sm:items-end dark:bg-zinc-900"
          onSubmit={(e) => {
            e.preventDefault();
            if (intoId) onMerge(tag, Number(intoId));
          }}
        >
          <div className="min-w-0 flex-1">
            <label
              htmlFor={`tag-merge-${tag.id}`}
              className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400"
            >
              {tagAdminTexts.mergeInto}
            </label>
            <Select id={`tag-merge-${tag.id}`} value={intoId} onChange={(e) => setIntoId(e.target.value)}>
              <option value="">{tagAdminTexts.mergeTargetRequired}</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name} ({other.articleCount})
                </option>
              ))}
            </Select>
            <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{tagAdminTexts.mergeHint}</p>
          </div>
          <div className="flex gap-2">
            <button type="submit" className={buttonClasses("primary", "md")} disabled={!intoId || busy}>
              {tagAdminTexts.mergeConfirm}
            </button>
            <button type="button" className={buttonClasses("secondary", "md")} onClick={() => setMode("view")}>
              {tagAdminTexts.cancel}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
