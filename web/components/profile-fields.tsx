import { useEffect, useState } from "react";
import { limits } from "#common/limits.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { authorTexts } from "#common/messages/authors.ts";
import { Label, inputClasses } from "#web/components/ui/input.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import type { PublicUser } from "#common/schemas/auth.ts";
import { cn } from "#web/lib/cn.ts";

/**
 * The fields of a staff member's profile that the admin's user form and the person's own profile
 * (issue 29) share: the author page's biography and the profile picture, with their rules.
 */

const avatarTypes = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp"]);
const avatarExtensions = /\.(jpe?g|png|webp)$/i;

/** SPEC.md §5: a profile picture is one jpeg, jpg, png or webp file of at most 5 MB; null when fine. */
export function avatarFileError(files: readonly Pick<File, "name" | "type" | "size">[]): string | null {
  if (files.length !== 1) return adminTexts.avatarOneFile;
  const [file] = files as [Pick<File, "name" | "type" | "size">];
  if (!(avatarTypes.has(file.type.toLowerCase()) || (!file.type && avatarExtensions.test(file.name))))
    return adminTexts.avatarWrongType;
  if (file.size > limits.avatarMaxBytes) return adminTexts.avatarTooLarge;
  return null;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** The author page's short biography, with its n/max counter; a longer one is refused on save, never cut. */
export function BioField({
  id,
  value,
  error,
  invalid,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const length = value.trim().length;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <Label htmlFor={id} className="mb-0">
          {authorTexts.bioLabel}
        </Label>
        <span
          id={`${id}-counter`}
          className={cn(
            "text-xs tabular-nums",
            length > limits.bioMax
              ? "font-semibold text-red-700 dark:text-red-400"
              : "text-zinc-600 dark:text-zinc-400",
          )}
        >
          {authorTexts.bioCounter(length, limits.bioMax)}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, `${id}-counter`, error ? `${id}-error` : undefined].filter(Boolean).join(" ")}
        className={cn(inputClasses, "h-auto resize-y py-2.5 leading-relaxed")}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {authorTexts.bioHint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Props = {
  id: string;
  user: Pick<PublicUser, "name" | "username" | "avatar">;
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
        <span className="min-w-0 text-sm break-words text-zinc-700 dark:text-zinc-300">
          {fileName ?? adminTexts.noFileChosen}
        </span>
      </div>
      <p id={`${id}-picture-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {adminTexts.profilePictureHint}
      </p>
      <FieldError id={`${id}-picture-error`} message={problem ?? undefined} />
    </div>
  );
}
