import { useEditor, type Extensions } from "@tiptap/react";
import { useEffect, useRef } from "react";
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
  // Every HTML the editor handed out: a value that is one of them is the editor's own, coming back
  // (perhaps after more typing), never a text put in from outside.
  const emitted = useRef(new Set<string>([options.value]));
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
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      if (emitted.current.size > 200) emitted.current.clear();
      emitted.current.add(html);
      if (editor.isEmpty) emitted.current.add(""); // what a screen keeps for an empty text
      options.onChange(html);
    },
  });
  // A text put in from outside (a copy offered back and restored, issue 29) replaces what the
  // editor shows; the editor's own changes come back as the same value and change nothing.
  useEffect(() => {
    const value = options.value;
    if (
      editor.isDestroyed ||
      emitted.current.has(value) ||
      editor.getHTML() === value ||
      (value === "" && editor.isEmpty)
    )
      return;
    editor.commands.setContent(value, { emitUpdate: false });
    emitted.current = new Set([value, editor.getHTML()]);
  }, [editor, options.value]);
  return editor;
}
