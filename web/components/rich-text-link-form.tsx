import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { isAllowedLinkAddress, type LinkPlace } from "#common/links.ts";
import { richTextTexts } from "#common/messages/staff.ts";
import { Button } from "#web/components/ui/button.tsx";
import { inputClasses } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

/**
 * The address of a link over the selected text of a rich-text editor: added, changed or removed.
 * An address the rule of `place` refuses (common/links.ts, the server's too) is said at once;
 * Escape closes the field and gives the text back its focus.
 */
export function RichTextLinkForm({
  editor,
  place,
  label,
  invalid,
  onDone,
}: {
  editor: Editor;
  place: LinkPlace;
  /** The group's name (the toolbar button's). */
  label: string;
  /** What is said of an address the rule refuses. */
  invalid: string;
  onDone: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // The field takes the focus once shown (React's autoFocus lost it to the editor in the builder).
  useEffect(() => field.current?.focus(), []);

  // The text gets its focus back before the field goes, not a frame later as tiptap's `focus`
  // gives it: keys pressed meanwhile went nowhere, and then Enter replaced the linked words.
  function backToText() {
    editor.view.focus();
    onDone();
  }

  // Not a <form>: the editor sits inside the page's own form.
  function apply() {
    if (!isAllowedLinkAddress(href, place)) return setProblem(invalid);
    editor.chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
    backToText();
  }

  return (
    <div
      role="group"
      aria-label={label}
      className="flex flex-col gap-2 border-b border-zinc-200 p-2 sm:flex-row sm:items-end dark:border-zinc-800"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400">
          {richTextTexts.linkUrl}
        </label>
        <input
          id={id}
          ref={field}
          value={href}
          inputMode="url"
          placeholder="https://"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              backToText();
            }
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
          className={cn(inputClasses, "h-10 px-3 text-sm")}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="mt-1 text-xs font-medium text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button onClick={apply}>{richTextTexts.applyLink}</Button>
        {editor.isActive("link") && (
          <Button
            variant="secondary"
            onClick={() => {
              editor.chain().extendMarkRange("link").unsetLink().run();
              backToText();
            }}
          >
            {richTextTexts.removeLink}
          </Button>
        )}
      </div>
    </div>
  );
}
