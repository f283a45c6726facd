import { useEditor, type Extensions } from "@tiptap/react";
import { useEffect } from "react";
import { getNonce } from "get-nonce";

/**
 * A Tiptap editor as the staff screens use it (the builder's paragraphs, the publisher's pages):
 * rendered at once, named by a label, its HTML handed to `onChange` on every change. The schema
 * (`extensions`) says what the text may hold; a `value` changed from outside is shown.
 */
export function useRichTextEditor(options: {
  extensions: Extensions;
  id: string;
  value: string;
  labelledBy: string;
  describedBy?: string;
  className: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: options.extensions,
    content: options.value,
    immediatelyRender: true,
    // Tiptap's own stylesheet is a <style> element: it carries the page's style nonce (CSP).
    injectNonce: getNonce(),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: options.id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": options.labelledBy,
        ...(options.describedBy ? { "aria-describedby": options.describedBy } : {}),
        class: options.className,
      },
    },
    onUpdate: ({ editor }) => options.onChange(editor.getHTML()),
  });
  // A text put in from outside (a copy offered back and restored, issue 29) replaces what the
  // editor shows; the editor's own changes come back as the same value and change nothing.
  useEffect(() => {
    if (editor.isDestroyed || editor.getHTML() === options.value || (options.value === "" && editor.isEmpty)) return;
    editor.commands.setContent(options.value, { emitUpdate: false });
  }, [editor, options.value]);
  return editor;
}
