import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { userTexts } from "#common/messages/admin.ts";
import { registerTexts } from "#common/messages/auth.ts";
import { authorTexts } from "#common/messages/authors.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { isNewsroomRole } from "#common/roles.ts";
import { lacksRequiredName, ownProfileSchema } from "#common/schemas/users.ts";
import { AvatarField, BioField, FieldError } from "#web/components/profile-fields.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input, Label } from "#web/components/ui/input.tsx";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useAction } from "#web/lib/use-action.ts";
import { LoadFailure } from "../load-failure.tsx";
import type { ProfileData, ProfileIntent } from "./profile-data.ts";
import { FormError } from "#web/components/ui/form-error.tsx";

const card = "rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900";

/**
 * "Моят профил" (issue 29, point 9): a staff member's own name, biography and photo, as the author
 * page shows them, by the admin user form's rules (checked here first, then by the server).
 */
export function ProfileScreen({ data }: { data: ProfileData }) {
  const { revalidate } = useRevalidator();
  if (!data.me.ok)
    return <LoadFailure message={apiErrorMessage(data.me.error, authorTexts.profileLoadFailed)} onRetry={revalidate} />;
  return <ProfileForm key={data.me.data.id} me={data.me.data} />;
}

type Errors = Partial<Record<"form" | "name" | "bio", string>>;

function ProfileForm({ me }: { me: PublicUser }) {
  const id = useId();
  const [name, setName] = useState(me.name ?? "");
  const [bio, setBio] = useState(me.bio ?? "");
  const [picture, setPicture] = useState<{ file: File | null; problem: string | null }>({ file: null, problem: null });
  const [errors, setErrors] = useState<Errors>({});
  const action = useAction<ProfileIntent, PublicUser>({
    toasts: "notices",
    onResult: (result) => !result.ok && setErrors({ form: result.error }),
  });
  const saving = action.pending !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ownProfileSchema.safeParse({ name, bio });
    const found: Errors = {};
    if (!checked.success)
      for (const issue of checked.error.issues) found[issue.path[0] as "name" | "bio"] ??= issue.message;
    else if (lacksRequiredName(me.role, checked.data.name)) found.name = userTexts.nameRequiredForJournalists;
    if (Object.keys(found).length > 0 || picture.problem) return setErrors(found);
    setErrors({});
    void action.submit({ intent: "save", name, bio }, picture.file ? { picture: picture.file } : undefined);
  }

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{authorTexts.profileTitle}</h1>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{authorTexts.profileLead}</p>
      </div>
      <form onSubmit={submit} noValidate className={`${card} space-y-5`}>
        <FormError message={errors.form} />
        <div>
          <Label htmlFor={`${id}-name`}>{registerTexts.nameLabel}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            aria-required={isNewsroomRole(me.role) || undefined}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setErrors({});
            }}
          />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <BioField
          id={`${id}-bio`}
          value={bio}
          error={errors.bio}
          invalid={!!errors.bio}
          onChange={(value) => {
            setBio(value);
            setErrors({});
          }}
        />
        <AvatarField
          id={id}
          user={me}
          problem={picture.problem}
          onChange={(file, problem) => setPicture({ file, problem })}
        />
        <div className="flex justify-end border-t border-zinc-200 pt-4 dark:border-zinc-800">
          <Button type="submit" disabled={saving}>
            {saving ? authorTexts.saving : authorTexts.saveProfile}
          </Button>
        </div>
      </form>
    </div>
  );
}
