import { EditorContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Placeholder } from "@tiptap/extensions/placeholder";
import { Quote } from "lucide-react";
import { builderTexts } from "#common/messages/journalist.ts";
import { formatTools, linkOptions, RichTextFrame } from "#web/components/rich-text-tools.tsx";
import type { RichTextTool, RichTextToolbarSetup } from "#web/components/rich-text-tools.tsx";
import { useRichTextEditor } from "#web/lib/use-rich-text-editor.ts";

/**
 * What a paragraph may hold (SPEC.md §5, and issue 32): bold, italic and underline (Ctrl/⌘+B, I,
 * U), bulleted and numbered lists (Ctrl/⌘+Shift+8, 7), block quotes (Ctrl/⌘+Shift+B), links to the
 * web or an e-mail address (Ctrl/⌘+K opens the address field), line breaks and undo; the server's
 * sanitizer keeps the same. Every other node and mark is left out of the schema, so pasted
 * headings, code or rules become plain paragraphs, and a pasted link to anywhere else its text.
 */
const extensionsWith = (placeholder: string) => [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    trailingNode: false,
    link: linkOptions("articleText"),
  }),
  Placeholder.configure({ placeholder }),
];
const extensions = extensionsWith(builderTexts.paragraphPlaceholder);
// The same schema with another placeholder (the live desk's "Какво се случва?", issue 37), made once each.
const otherExtensions = new Map<string, ReturnType<typeof extensionsWith>>();
function extensionsFor(placeholder: string | undefined) {
  if (placeholder === undefined) return extensions;
  let found = otherExtensions.get(placeholder);
  if (!found) otherExtensions.set(placeholder, (found = extensionsWith(placeholder)));
  return found;
}

const tools: RichTextTool[] = [
  ...formatTools(builderTexts),
  {
    name: "blockquote",
    label: builderTexts.blockquote,
    icon: Quote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/** An empty editor's HTML is one empty paragraph; the working copy keeps "" for it. */
const emptyHtml = /^(<p>\s*<\/p>)*$/;

/** How the text reads while it is written: close to the article page (web/components/article-sections.tsx). */
const textClasses =
  "min-h-32 px-4 py-3 font-serif text-[1.0625rem] leading-relaxed outline-none [&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-bold [&_em]:italic [&_u]:underline " +
  "[&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mb-1 [&_li_p]:mb-0 [&_:is(ul,ol):last-child]:mb-0 " +
  "[&_blockquote]:mb-3 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-zinc-700 dark:[&_blockquote]:border-red-400 dark:[&_blockquote]:text-zinc-300 [&_blockquote:last-child]:mb-0 " +
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-red-300";

const toolbar: RichTextToolbarSetup = {
  label: builderTexts.formatting,
  tools,
  link: { label: builderTexts.link, invalid: builderTexts.linkInvalid, place: "articleText" },
};

export function ParagraphEditor({
  id,
  value,
  onChange,
  labelledBy,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  /** What the empty editor says (by default the builder's paragraph placeholder). */
  placeholder?: string;
}) {
  const editor = useRichTextEditor({
    extensions: extensionsFor(placeholder),
    id,
    value,
    labelledBy,
    className: textClasses,
    onChange: (html) => onChange(emptyHtml.test(html) ? "" : html),
  });
  return (
    <RichTextFrame editor={editor} controls={id} toolbar={toolbar} linkShortcut>
      <EditorContent
        editor={editor}
        className="[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-zinc-500 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)] dark:[&_.is-editor-empty:first-child]:before:text-zinc-400"
      />
    </RichTextFrame>
  );
}
