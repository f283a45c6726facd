import { EditorContent, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Placeholder } from "@tiptap/extensions/placeholder";
import { Bold, Italic, Underline } from "lucide-react";
import { builderTexts } from "#common/messages/journalist.ts";
import { RichTextToolbar, ToolButton, richTextFrameClasses } from "#web/components/rich-text-toolbar.tsx";
import { useRichTextEditor } from "#web/lib/use-rich-text-editor.ts";

/**
 * Only what SPEC.md §5 allows in a paragraph: bold, italic and underline (with their keyboard
 * shortcuts, Ctrl/⌘+B, I, U), line breaks and undo. Every other node and mark is left out of the
 * schema, so pasted headings, lists or links become plain paragraphs.
 */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    trailingNode: false,
  }),
  Placeholder.configure({ placeholder: builderTexts.paragraphPlaceholder }),
];

const marks = [
  { name: "bold", label: builderTexts.bold, icon: Bold, toggle: (e: Editor) => e.chain().focus().toggleBold().run() },
  {
    name: "italic",
    label: builderTexts.italic,
    icon: Italic,
    toggle: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: "underline",
    label: builderTexts.underline,
    icon: Underline,
    toggle: (e: Editor) => e.chain().focus().toggleUnderline().run(),
  },
] as const;

/** An empty editor's HTML is one empty paragraph; the working copy keeps "" for it. */
const emptyHtml = /^(<p>\s*<\/p>)*$/;

export function ParagraphEditor({
  id,
  value,
  onChange,
  labelledBy,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
}) {
  const editor = useRichTextEditor({
    extensions,
    id,
    value,
    labelledBy,
    className:
      "min-h-32 px-4 py-3 font-serif text-[1.0625rem] leading-relaxed outline-none [&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-bold [&_em]:italic [&_u]:underline",
    onChange: (html) => onChange(emptyHtml.test(html) ? "" : html),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
    }),
  });

  return (
    <div className={richTextFrameClasses}>
      <RichTextToolbar label={builderTexts.formatting} controls={id}>
        {marks.map(({ name, label, icon, toggle }) => (
          <ToolButton
            key={name}
            label={label}
            icon={icon}
            pressed={active?.[name] ?? false}
            onClick={() => toggle(editor)}
          />
        ))}
      </RichTextToolbar>
      <EditorContent
        editor={editor}
        className="[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-zinc-500 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)] dark:[&_.is-editor-empty:first-child]:before:text-zinc-400"
      />
    </div>
  );
}
