import { RotateCcw, Save } from "lucide-react";
import { Tabs } from "radix-ui";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { adminTexts, featuredTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { useLeaveWarning } from "#web/lib/use-leave-warning.ts";
import { AvailableList } from "./available-list.tsx";
import type { FeaturedData, FeaturedIntent, Selections } from "./featured-data.ts";
import { featuredLimits, featuredSectionNames, type FeaturedType } from "./featured-selection.ts";
import { SelectedList } from "./selected-list.tsx";
import { useFeaturedSelections } from "./use-featured-selections.ts";

const types: FeaturedType[] = ["popular", "secondary"];

/** SPEC.md §2 Featured articles: two ordered selections edited locally, saved together. */
export function FeaturedScreen({ data }: { data: FeaturedData }) {
  const [tab, setTab] = useState<FeaturedType>("popular");
  const selections = useFeaturedSelections(data.selections);
  const { draft, saved, changed, messages } = selections;
  const { revalidate } = useRevalidator();
  const sent = useRef<Selections>(draft);
  const action = useAction<FeaturedIntent>({ onResult: (result) => result.ok && selections.markSaved(sent.current) });
  const saving = action.pending !== null;
  // SPEC.md §4: changes are local until saved, so leaving with some asks first.
  const [confirm, confirmDialog] = useConfirm();
  useLeaveWarning(changed && !saving, confirm, {
    message: adminTexts.confirmLeaveFeatured,
    confirmLabel: adminTexts.leaveWithoutSaving,
  });

  function save() {
    sent.current = draft;
    void action.submit({
      intent: "save",
      popularArticles: draft.popular.map((a) => a.id),
      secondaryArticles: draft.secondary.map((a) => a.id),
    });
  }

  if (!saved) return <ErrorState message={featuredTexts.loadFailed} onRetry={revalidate} />;
  return (
    <div className="space-y-4">
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FeaturedType)}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <Tabs.List
            aria-label={adminTexts.featuredSections}
            className="flex rounded-xl border border-zinc-200 bg-white p-1 shadow-sm sm:inline-flex dark:border-zinc-800 dark:bg-zinc-900"
          >
            {types.map((type) => (
              <Tabs.Trigger
                key={type}
                value={type}
                className="min-w-0 flex-1 rounded-lg px-2 py-2 text-sm leading-tight font-semibold text-zinc-600 sm:flex-none sm:px-4 sm:whitespace-nowrap hover:text-zinc-900 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:text-zinc-300 dark:hover:text-white"
              >
                {featuredSectionNames[type]} ({draft[type].length}/{featuredLimits[type]})
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="flex flex-wrap items-center gap-2">
            {changed && (
              <p className="text-sm font-medium text-amber-700 dark:text-amber-300">{adminTexts.unsavedChanges}</p>
            )}
            <Button variant="secondary" className="shrink-0" disabled={!changed || saving} onClick={selections.discard}>
              <RotateCcw aria-hidden className="h-4 w-4" />
              {adminTexts.discardChanges}
            </Button>
            <Button className="shrink-0" disabled={!changed || saving} onClick={save}>
              <Save aria-hidden className="h-4 w-4" />
              {saving ? adminTexts.saving : adminTexts.save}
            </Button>
          </div>
        </div>

        {types.map((type) => (
          <Tabs.Content
            key={type}
            value={type}
            className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
          >
            <Panel aria-labelledby={`selected-${type}`}>
              <PanelHeader
                id={`selected-${type}`}
                title={adminTexts.selected(draft[type].length, featuredLimits[type])}
              />
              <div aria-live="polite">
                {messages[type] && (
                  <p
                    role="alert"
                    className="mx-4 mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 sm:mx-5 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
                  >
                    {messages[type]}
                  </p>
                )}
              </div>
              {draft[type].length === 0 ? (
                <EmptyState message={adminTexts.noSelection} />
              ) : (
                <SelectedList
                  items={draft[type]}
                  onMove={(from, to) => selections.move(type, from, to)}
                  onRemove={(id) => selections.remove(type, id)}
                />
              )}
            </Panel>
            <AvailableList
              type={type}
              available={data.available}
              chosen={new Set(draft[type].map((a) => a.id))}
              onAdd={(article) => selections.add(type, article)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {confirmDialog}
    </div>
  );
}
