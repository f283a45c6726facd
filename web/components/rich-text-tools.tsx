import { useEditorState, type Editor } from "@tiptap/react";
import { Link2, type LucideIcon } from "lucide-react";
import type { LinkPlace } from "#common/links.ts";
import { RichTextLinkForm } from "./rich-text-link-form.tsx";
import { RichTextToolbar, ToolButton } from "./rich-text-toolbar.tsx";

/** A format button of a rich-text toolbar: pressed while `active` (by default, while the node or mark `name` is on). */
export type RichTextTool = {
  name: string;
  label: string;
  icon: LucideIcon;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/**
 * A staff rich-text editor's toolbar: its format buttons and the link button, and under it, while
 * `linking`, the field for the link's address (its rule is `link.place`'s).
 */
export function RichTextTools({
  editor,
  controls,
  label,
  tools,
  link,
  linking,
  onLinkingChange,
}: {
  editor: Editor;
  /** The id of the text the toolbar formats. */
  controls: string;
  label: string;
  tools: readonly RichTextTool[];
  link: { label: string; invalid: string; place: LinkPlace };
  linking: boolean;
  onLinkingChange: (linking: boolean) => void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }): Record<string, boolean> => ({
      ...Object.fromEntries(tools.map((tool) => [tool.name, tool.active ? tool.active(e) : e.isActive(tool.name)])),
      link: e.isActive("link"),
    }),
  });
  return (
    <>
      <RichTextToolbar label={label} controls={controls} className="flex-wrap">
        {tools.map(({ name, label: toolLabel, icon, run }) => (
          <ToolButton
            key={name}
            label={toolLabel}
            icon={icon}
            pressed={active?.[name] ?? false}
            onClick={() => run(editor)}
          />
        ))}
        <ToolButton
          label={link.label}
          icon={Link2}
          pressed={active?.link ?? false}
          expanded={linking}
          onClick={() => onLinkingChange(!linking)}
        />
      </RichTextToolbar>
      {linking && (
        <RichTextLinkForm
          editor={editor}
          place={link.place}
          label={link.label}
          invalid={link.invalid}
          onDone={() => onLinkingChange(false)}
        />
      )}
    </>
  );
}
