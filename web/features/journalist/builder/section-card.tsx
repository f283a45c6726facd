import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Heading, Image, Pilcrow, Trash2 } from "lucide-react";
import type { Dispatch } from "react";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import type { BuilderAction } from "./builder-state.ts";
import { MediaEditor } from "./media-editor.tsx";
import { ParagraphEditor } from "./paragraph-editor.tsx";
import type { BuilderSection } from "./working-copy.ts";

const typeIcons = { paragraph: Pilcrow, heading: Heading, image: Image } as const;
const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white";

/** One section of the article (SPEC.md §2): its type, move up/down (hidden at the ends), drag, delete, and its editor. */
export function SectionCard({
  section,
  position,
  count,
  dispatch,
}: {
  section: BuilderSection;
  position: number;
  count: number;
  dispatch: Dispatch<BuilderAction>;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: section.id,
  });
  const label = builderTexts.sectionLabels[section.type];
  const Icon = typeIcons[section.type];
  const labelId = `${section.id}-label`;
  const editorId = `${section.id}-editor`;
  const update = (patch: Partial<Pick<BuilderSection, "content" | "caption" | "alt" | "credit">>) =>
    dispatch({ type: "updateSection", id: section.id, patch });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-labelledby={labelId}
      data-section-id={section.id}
      className={`rounded-2xl border bg-white shadow-sm dark:bg-zinc-900 ${isDragging ? "relative z-10 border-brand-600 shadow-xl" : "border-zinc-200 dark:border-zinc-800"}`}
    >
      <div className="flex items-center gap-1 border-b border-zinc-200 py-1.5 pr-1.5 pl-1 dark:border-zinc-800">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={builderTexts.dragSection(position)}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <GripVertical aria-hidden className="h-5 w-5" />
        </button>
        <h3
          id={labelId}
          className="flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold text-zinc-700 dark:text-zinc-200"
        >
          <Icon aria-hidden className="h-4 w-4 shrink-0 text-brand-600 dark:text-red-400" />
          <span className="truncate">{builderTexts.sectionNumber(position, label)}</span>
        </h3>
        {position > 1 && (
          <button
            type="button"
            className={iconButton}
            aria-label={`${builderTexts.moveUp}: ${label} ${position}`}
            title={builderTexts.moveUp}
            onClick={() => dispatch({ type: "moveSection", id: section.id, direction: "up" })}
          >
            <ArrowUp aria-hidden className="h-4 w-4" />
          </button>
        )}
        {position < count && (
          <button
            type="button"
            className={iconButton}
            aria-label={`${builderTexts.moveDown}: ${label} ${position}`}
            title={builderTexts.moveDown}
            onClick={() => dispatch({ type: "moveSection", id: section.id, direction: "down" })}
          >
            <ArrowDown aria-hidden className="h-4 w-4" />
          </button>
        )}
        <button
          type="button"
          className={`${iconButton} text-red-700 hover:text-red-800 dark:text-red-400`}
          aria-label={`${builderTexts.deleteSection}: ${label} ${position}`}
          title={builderTexts.deleteSection}
          onClick={() => dispatch({ type: "removeSection", id: section.id })}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <div className="p-3 sm:p-4">
        {section.type === "heading" && (
          <input
            id={editorId}
            aria-label={`${builderTexts.headingLabel} (${position})`}
            value={section.content}
            maxLength={limits.headingMax}
            placeholder={builderTexts.headingPlaceholder}
            onChange={(event) => update({ content: event.target.value })}
            className="h-12 w-full rounded-xl border border-zinc-300 bg-white px-4 text-center font-serif text-xl font-bold dark:border-zinc-700 dark:bg-zinc-950"
          />
        )}
        {section.type === "paragraph" && (
          <ParagraphEditor
            id={editorId}
            value={section.content}
            labelledBy={labelId}
            onChange={(content) => update({ content })}
          />
        )}
        {section.type === "image" && (
          <MediaEditor
            url={section.content}
            text={section}
            onChange={(content) => update({ content })}
            onTextChange={update}
          />
        )}
      </div>
    </li>
  );
}
