import { useState } from "react";
import { useRevalidator } from "react-router";
import { tagAdminTexts } from "#common/messages/tags.ts";
import type { AdminTag } from "#common/schemas/tags.ts";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { SearchField } from "../ui/fields.tsx";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import type { TagIntent, TagsData } from "./tags-data.ts";
import { TagRow } from "./tag-row.tsx";

/**
 * The screen "Етикети" (issue 32, Admin and Owner): every tag with its article count, found by a
 * filter as typed; rename in place, merge into another, delete after a confirmation.
 */
export function TagsScreen({ data: { tags } }: { data: TagsData }) {
  const [filter, setFilter] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const { revalidate } = useRevalidator();
  const action = useAction<TagIntent>();
  const all = tags.ok ? tags.data : [];
  const wanted = filter.trim().toLocaleLowerCase("bg");
  const list = wanted ? all.filter((tag) => tag.name.toLocaleLowerCase("bg").includes(wanted)) : all;

  const remove = confirmedDelete(
    confirm,
    action.submit,
    (tag: AdminTag) => tagAdminTexts.deleteConfirm(tag.name, tag.articleCount),
    tagAdminTexts.delete,
  );

  return (
    <div className="space-y-4">
      <Panel aria-labelledby="tags-heading">
        <PanelHeader id="tags-heading" title={tagAdminTexts.title} count={tags.ok ? all.length : undefined}>
          <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{tagAdminTexts.lead}</p>
          {all.length > 0 && (
            <div className="w-full">
              <SearchField
                id="tag-filter"
                label={tagAdminTexts.filterLabel}
                value={filter}
                placeholder={tagAdminTexts.filterPlaceholder}
                onChange={(e) => setFilter(e.target.value)}
                className="max-w-sm"
              />
            </div>
          )}
        </PanelHeader>
        {!tags.ok ? (
          <div className="p-4">
            <ErrorState message={tagAdminTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : all.length === 0 ? (
          <EmptyState message={tagAdminTexts.empty} />
        ) : list.length === 0 ? (
          <EmptyState message={tagAdminTexts.noMatch} />
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {list.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                others={all.filter((other) => other.id !== tag.id)}
                disabled={action.pending !== null}
                onMerge={(from, intoId) => void action.submit({ intent: "merge", id: from.id, intoId })}
                onDelete={remove}
              />
            ))}
          </ul>
        )}
      </Panel>
      {confirmDialog}
    </div>
  );
}
