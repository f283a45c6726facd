import { useEffect, useState } from "react";
import type { Loaded } from "#web/lib/staff-data.ts";
import type { FeaturedItem, Selections } from "./featured-data.ts";
import { addFeatured, removeFeatured, selectionChanged, type FeaturedType } from "./featured-selection.ts";
import { moveItem } from "../ui/move-item.ts";

const types: FeaturedType[] = ["popular", "secondary"];
const noMessages: Record<FeaturedType, string> = { popular: "", secondary: "" };

/**
 * The two selections as saved and as being edited (SPEC.md §4: local until saved): add, move and
 * remove, with each tab's message (a duplicate, or the limit), and whether anything changed.
 * The saved copy is the first one loaded, then what this screen saved: reloads of the available
 * list do not touch the edits.
 */
export function useFeaturedSelections(loaded: Loaded<Selections>) {
  const [saved, setSaved] = useState<Selections | null>(loaded.ok ? loaded.data : null);
  const [draft, setDraft] = useState<Selections>(loaded.ok ? loaded.data : { popular: [], secondary: [] });
  const [messages, setMessages] = useState(noMessages);
  // The first load failed and a retry brought them.
  useEffect(() => {
    if (saved === null && loaded.ok) {
      setSaved(loaded.data);
      setDraft(loaded.data);
    }
  }, [saved, loaded]);

  const update = (type: FeaturedType, items: FeaturedItem[], message = "") => {
    setDraft((d) => ({ ...d, [type]: items }));
    setMessages((m) => ({ ...m, [type]: message }));
  };
  return {
    saved,
    draft,
    messages,
    changed: saved !== null && types.some((type) => selectionChanged(draft[type], saved[type])),
    add(type: FeaturedType, article: FeaturedItem) {
      const result = addFeatured(draft[type], article, type);
      update(type, result.items, result.ok ? "" : result.error);
    },
    move: (type: FeaturedType, from: number, to: number) => update(type, moveItem(draft[type], from, to)),
    remove: (type: FeaturedType, id: number) => update(type, removeFeatured(draft[type], id)),
    discard() {
      if (saved) setDraft(saved);
      setMessages(noMessages);
    },
    markSaved(selections: Selections) {
      setSaved(selections);
      setMessages(noMessages);
    },
  };
}
