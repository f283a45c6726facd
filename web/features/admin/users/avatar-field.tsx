import { useEffect, useState } from "react";
import { adminTexts } from "#common/messages.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Label } from "#web/components/ui/input.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { avatarFileError } from "./user-form.ts";
import { FieldError } from "./user-form-fields.tsx";

type Props = {
  id: string;
  user: PublicUser;
  /** The chosen picture (null: none, or one that SPEC.md §5 refuses) and what is wrong with it. */
  onChange: (file: File | null, problem: string | null) => void;
  problem: string | null;
};

/** SPEC.md §5: a journalist's profile picture, on edit only: one jpeg, jpg, png or webp file of at most 5 MB, previewed. */
export function AvatarField({ id, user, onChange, problem }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div>
      <Label htmlFor={`${id}-picture`}>{adminTexts.profilePicture}</Label>
      <div className="flex items-center gap-3">
        {preview ? (
          <img src={preview} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full object-cover" />
        ) : (
          <UserAvatar name={user.name || user.username} src={user.avatar} className="h-12 w-12 text-lg" />
        )}
        <input
          id={`${id}-picture`}
          type="file"
          accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
          aria-describedby={`${id}-picture-hint${problem ? ` ${id}-picture-error` : ""}`}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            const found = files.length === 0 ? null : avatarFileError(files);
            const chosen = files.length === 1 && !found ? files[0]! : null;
            onChange(chosen, found);
            setPreview(chosen ? URL.createObjectURL(chosen) : null);
            setFileName(files.map((file) => file.name).join(", ") || null);
          }}
          className="peer sr-only"
        />
        {/* The browser's own button speaks the browser's language; this one speaks Bulgarian. */}
        <label
          htmlFor={`${id}-picture`}
          className="shrink-0 cursor-pointer rounded-lg bg-zinc-100 px-3 py-2 text-sm font-semibold text-zinc-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700"
        >
          {adminTexts.chooseFile}
        </label>
        <span className="min-w-0 truncate text-sm text-zinc-700 dark:text-zinc-300">{fileName ?? adminTexts.noFileChosen}</span>
      </div>
      <p id={`${id}-picture-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {adminTexts.profilePictureHint}
      </p>
      <FieldError id={`${id}-picture-error`} message={problem ?? undefined} />
    </div>
  );
}
