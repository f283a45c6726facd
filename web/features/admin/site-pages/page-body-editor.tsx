import { EditorContent } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Heading2, Heading3 } from "lucide-react";
import { sitePageTexts } from "#common/messages/admin.ts";
import { formatTools, linkOptions, RichTextFrame } from "#web/components/rich-text-tools.tsx";
import type { RichTextTool, RichTextToolbarSetup } from "#web/components/rich-text-tools.tsx";
import { useRichTextEditor } from "#web/lib/use-rich-text-editor.ts";

/**
 * What a publisher's page may hold, and no more (the server's sanitizer allows the same, issue 21):
 * paragraphs, two levels of headings, bold, italic, underline, lists and links. Pasted code,
 * quotes, rules or other headings become what the schema knows.
 */
const extensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [2, 3] },
    link: linkOptions("sitePage"),
  }),
];

const tools: RichTextTool[] = [
  {
    name: "h2",
    label: sitePageTexts.heading,
    icon: Heading2,
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: "h3",
    label: sitePageTexts.subheading,
    icon: Heading3,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  ...formatTools(sitePageTexts),
];

const toolbar: RichTextToolbarSetup = {
  label: sitePageTexts.formatting,
  tools,
  link: { label: sitePageTexts.link, invalid: sitePageTexts.linkInvalid, place: "sitePage" },
};

/** The rich text of a publisher's page, with its toolbar and a field for a link's address. */
export function PageBodyEditor({
  id,
  value,
  labelledBy,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  labelledBy: string;
  describedBy?: string;
  onChange: (html: string) => void;
}) {
  const editor = useRichTextEditor({
    extensions,
    id,
    value,
    labelledBy,
    describedBy,
    className: "min-h-80 px-4 py-3 outline-none",
    onChange,
  });
  return (
    <RichTextFrame editor={editor} controls={id} toolbar={toolbar}>
      <EditorContent editor={editor} className={pageBodyClasses} />
    </RichTextFrame>
  );
}

/** How the text reads while it is written: as on the site (web/features/reader/site-pages). */
const pageBodyClasses =
  "leading-relaxed [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-red-300 [&_em]:italic [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-serif [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-bold [&_li_p]:mb-0 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_strong]:font-bold [&_u]:underline [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-6";
