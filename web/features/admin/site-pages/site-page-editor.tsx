import { ExternalLink } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { adminTexts, sitePageTexts } from "#common/messages/admin.ts";
import { sitePageRules, type SitePage } from "#common/schemas/site-pages.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import { sitePagePath } from "#common/site-pages.ts";
import { htmlToText } from "#common/text.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Input, Label } from "#web/components/ui/input.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { useLeaveWarning } from "#web/lib/use-leave-warning.ts";
import { FieldError } from "#web/components/profile-fields.tsx";
import { ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { PageBodyEditor } from "./page-body-editor.tsx";
import type { SitePageData, SitePageIntent } from "./site-pages-data.ts";
import { FormError } from "#web/components/ui/form-error.tsx";
import { BackLink } from "#web/components/ui/back-link.tsx";

type Errors = Partial<Record<"title" | "body" | "form", string>>;

/** A page's title and text checked by the API's own rules, before they are sent. */
function problemsOf(title: string, body: string): Errors {
  const judged = sitePageRules.safeParse({ title, body });
  const errors: Errors = judged.success ? {} : (fieldMessages(judged.error.issues) as Errors);
  if (!errors.body && htmlToText(body) === "") errors.body = sitePageTexts.bodyRequired;
  return errors;
}

/** Editing one publisher's page (issue 21): its title and its text; leaving with unsaved changes asks first. */
export function SitePageEditor({ data: { page } }: { data: SitePageData }) {
  const { revalidate } = useRevalidator();
  if (!page.ok) return <ErrorState message={sitePageTexts.loadFailed} onRetry={revalidate} />;
  return <PageForm key={page.data.slug} page={page.data} />;
}

function PageForm({ page }: { page: SitePage }) {
  const [title, setTitle] = useState(page.title);
  const [body, setBody] = useState(page.body);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [confirm, confirmDialog] = useConfirm();
  useLeaveWarning(changed, confirm, { message: sitePageTexts.unsavedChanges, confirmLabel: sitePageTexts.leave });
  const action = useAction<SitePageIntent>({
    toasts: "notices",
    onResult: (result) => (result.ok ? setChanged(false) : setErrors({ form: result.error })),
  });
  const saving = action.pending !== null;

  function edit(update: () => void) {
    update();
    setChanged(true);
    setErrors({});
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(title, body);
    if (Object.keys(found).length > 0) return setErrors(found);
    void action.submit({ intent: "save", slug: page.slug, input: { title: title.trim(), body } });
  }

  return (
    <div className="space-y-4">
      <BackLink
        to="/admin/site-pages"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-zinc-700 hover:text-brand-700 dark:text-zinc-300 dark:hover:text-red-300"
      >
        {sitePageTexts.backToList}
      </BackLink>
      <Panel aria-labelledby="site-page-heading">
        <PanelHeader id="site-page-heading" title={sitePageTexts.editTitle(page.title)}>
          {!page.updatedAt && (
            <p className="w-full text-sm text-amber-800 dark:text-amber-200">{sitePageTexts.defaultText}</p>
          )}
        </PanelHeader>
        <form onSubmit={save} noValidate className="space-y-5 p-4 sm:p-5">
          <FormError message={errors.form} />
          <div>
            <Label htmlFor="site-page-title">{sitePageTexts.titleLabel}</Label>
            <Input
              id="site-page-title"
              value={title}
              aria-required
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? "site-page-title-error" : undefined}
              onChange={(e) => edit(() => setTitle(e.target.value))}
            />
            <FieldError id="site-page-title-error" message={errors.title} />
          </div>
          <div>
            <p
              id="site-page-body-label"
              className="mb-1.5 block text-sm font-semibold text-zinc-800 dark:text-zinc-200"
            >
              {sitePageTexts.bodyLabel}
            </p>
            <p id="site-page-body-hint" className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
              {sitePageTexts.bodyHint}
            </p>
            <PageBodyEditor
              id="site-page-body"
              value={page.body}
              labelledBy="site-page-body-label"
              describedBy={errors.body ? "site-page-body-hint site-page-body-error" : "site-page-body-hint"}
              onChange={(html) => edit(() => setBody(html))}
            />
            <FieldError id="site-page-body-error" message={errors.body} />
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-zinc-200 pt-4 sm:flex-row sm:justify-end dark:border-zinc-800">
            <a href={sitePagePath(page.slug)} target="_blank" rel="noreferrer" className={buttonClasses("secondary")}>
              <ExternalLink aria-hidden className="h-4 w-4" />
              {sitePageTexts.view}
            </a>
            <Button type="submit" disabled={saving}>
              {saving ? adminTexts.saving : adminTexts.save}
            </Button>
          </div>
        </form>
      </Panel>
      {confirmDialog}
    </div>
  );
}
