import { TextSelection } from "@tiptap/pm/state";
import { useEditorState, type Editor } from "@tiptap/react";
import { Bold, Italic, Link2, List, ListOrdered, Underline, type LucideIcon } from "lucide-react";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { isAllowedLinkAddress, type LinkPlace } from "#common/links.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { RichTextLinkForm } from "./rich-text-link-form.tsx";
import { RichTextToolbar, ToolButton, richTextFrameClasses } from "./rich-text-toolbar.tsx";

/** A format button of a rich-text toolbar: pressed while `active` (by default, while the node or mark `name` is on). */
export type RichTextTool = {
  name: string;
  label: string;
  icon: LucideIcon;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/** What a kind of editor's toolbar offers: its name, its format buttons, and its link's texts and rule. */
export type RichTextToolbarSetup = {
  label: string;
  tools: readonly RichTextTool[];
  link: { label: string; invalid: string; place: LinkPlace };
};

/** The format buttons every staff editor offers, in this order: bold, italic, underline, then the two lists. */
export function formatTools(listLabels: { bulletList: string; orderedList: string }): RichTextTool[] {
  return [
    { name: "bold", label: builderTexts.bold, icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
    { name: "italic", label: builderTexts.italic, icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
    {
      name: "underline",
      label: builderTexts.underline,
      icon: Underline,
      run: (e) => e.chain().focus().toggleUnderline().run(),
    },
    {
      name: "bulletList",
      label: listLabels.bulletList,
      icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      name: "orderedList",
      label: listLabels.orderedList,
      icon: ListOrdered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
  ];
}

/**
 * StarterKit's link as every staff editor has it: links followed only by readers, none made from
 * typed addresses, no target or rel (the server writes each link's rel), and only the addresses
 * `place` allows, the rule the toolbar's link field and the server's sanitizer follow too.
 */
export function linkOptions(place: LinkPlace) {
  return {
    openOnClick: false,
    autolink: false,
    HTMLAttributes: { target: null, rel: null },
    isAllowedUri: (url: string) => isAllowedLinkAddress(url, place),
  };
}

/** Ctrl+K (⌘K) in any keyboard layout: `code` names the key, `key` its letter in the layout. */
const isLinkShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.shiftKey &&
  !event.altKey &&
  (event.key.toLowerCase() === "k" || event.code === "KeyK");

/**
 * Puts the selection the page shows into the editor. The browser reports a changed selection a
 * task later, and ProseMirror ignores that report once the focus has left the text: when the
 * link's address field takes the focus first (a busy machine, a quick Ctrl+K), the link went to
 * the selection before, an empty one.
 */
function takePageSelection(editor: Editor) {
  const { view } = editor;
  const shown = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = shown ?? {};
  if (!shown || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, shown.anchorOffset);
  const head = view.posAtDOM(focusNode, shown.focusOffset);
  const { selection } = view.state;
  if (anchor === selection.anchor && head === selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}

/**
 * The box of a staff rich-text editor: its toolbar (RichTextTools) above the text, `children`.
 * With `linkShortcut`, Ctrl+K (⌘K) opens the link's address field.
 */
export function RichTextFrame({
  editor,
  controls,
  toolbar,
  linkShortcut = false,
  children,
}: {
  editor: Editor;
  controls: string;
  toolbar: RichTextToolbarSetup;
  linkShortcut?: boolean;
  children: ReactNode;
}) {
  const [linking, setLinking] = useState(false);
  const changeLinking = (next: boolean) => {
    if (next) takePageSelection(editor);
    setLinking(next);
  };
  return (
    <div
      className={richTextFrameClasses}
      onKeyDown={
        linkShortcut
          ? (event) => {
              if (!isLinkShortcut(event)) return;
              event.preventDefault();
              changeLinking(true);
            }
          : undefined
      }
    >
      <RichTextTools
        editor={editor}
        controls={controls}
        {...toolbar}
        linking={linking}
        onLinkingChange={changeLinking}
      />
      {children}
    </div>
  );
}

/**
 * A staff rich-text editor's toolbar: its format buttons and the link button, and under it, while
 * `linking`, the field for the link's address (its rule is `link.place`'s).
 */
function RichTextTools({
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
  linking: boolean;
  onLinkingChange: (linking: boolean) => void;
} & RichTextToolbarSetup) {
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
