import { closestCenter, DndContext, type Announcements, type Modifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Heading, Image, Pilcrow, Plus } from "lucide-react";
import { useEffect, useRef, type Dispatch } from "react";
import { builderTexts } from "#common/messages/journalist.ts";
import type { SectionType } from "#common/schemas/articles.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { useDragSensors } from "#web/lib/use-drag-sensors.ts";
import type { BuilderAction } from "./builder-state.ts";
import { onePlaceAtATime } from "./one-place-at-a-time.ts";
import { SectionCard } from "./section-card.tsx";
import type { BuilderSection } from "./working-copy.ts";

const addButtons: { type: SectionType; label: string; icon: typeof Pilcrow }[] = [
  { type: "paragraph", label: builderTexts.addParagraph, icon: Pilcrow },
  { type: "heading", label: builderTexts.addHeading, icon: Heading },
  { type: "image", label: builderTexts.addMedia, icon: Image },
];

/** Sections move only up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** The article's sections in order, reordered by the buttons of each card or by dragging (dnd-kit, also by keyboard). */
export function SectionList({ sections, dispatch }: { sections: BuilderSection[]; dispatch: Dispatch<BuilderAction> }) {
  const sensors = useDragSensors(onePlaceAtATime);
  const position = (id: string | number) => sections.findIndex((s) => s.id === id) + 1;
  // A section added by its button takes the focus, so the person writes in it at once instead of
  // staying on the button below while the section appears above it (issue 29, point 9).
  const added = useRef(false);
  const lastId = sections.at(-1)?.id;
  useEffect(() => {
    if (!added.current || !lastId) return;
    added.current = false;
    const card = document.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(lastId)}"]`);
    const field = card?.querySelector<HTMLElement>(
      '[role="textbox"], input:not([type]), input[type="text"], button[data-pick-media]',
    );
    (field ?? card)?.focus();
    card?.scrollIntoView({ block: "nearest" });
  }, [lastId]);
  const announcements: Announcements = {
    onDragStart: ({ active }) => builderTexts.dragPickedUp(position(active.id)),
    onDragOver: ({ over }) => (over ? builderTexts.dragOver(position(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? builderTexts.dragDropped(position(active.id), position(over.id)) : builderTexts.dragCancelled,
    onDragCancel: () => builderTexts.dragCancelled,
  };

  return (
    <section aria-labelledby="sections-title" className="space-y-3">
      <h2 id="sections-title" className="text-lg font-bold">
        {builderTexts.sectionsTitle}
      </h2>
      {sections.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {builderTexts.noSections}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          accessibility={{ announcements }}
          onDragEnd={({ active, over }) => {
            if (over && active.id !== over.id)
              dispatch({ type: "moveSectionTo", id: String(active.id), overId: String(over.id) });
          }}
        >
          <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3">
              {sections.map((section, index) => (
                <SectionCard
                  key={section.id}
                  section={section}
                  position={index + 1}
                  count={sections.length}
                  dispatch={dispatch}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {addButtons.map(({ type, label, icon: Icon }) => (
          <button
            key={type}
            type="button"
            onClick={() => {
              added.current = true;
              dispatch({ type: "addSection", sectionType: type });
            }}
            className={buttonClasses("secondary", "md", "h-11 border-dashed")}
          >
            <Plus aria-hidden className="h-4 w-4" />
            <Icon aria-hidden className="h-4 w-4" />
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
