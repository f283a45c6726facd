import { ArrowRight } from "lucide-react";
import { formatAdminDateTime } from "#common/dates.ts";
import { redirectAdminTexts } from "#common/messages/redirects.ts";
import { readableRedirectPath } from "#common/redirect-paths.ts";
import type { AdminRedirect } from "#common/schemas/redirects.ts";
import { DeleteIconButton } from "../ui/icon-button.tsx";
import { Badge } from "../ui/states.tsx";
import { Table } from "../ui/table.tsx";

type Props = {
  redirects: AdminRedirect[];
  busyId: number | null;
  onDelete: (redirect: AdminRedirect) => void;
};

const addressLink = "font-mono text-[13px] leading-5 wrap-anywhere text-zinc-900 hover:underline dark:text-zinc-50";

/** The old address: a link, so that the admin can try the redirect (in a new tab). */
const From = ({ redirect }: { redirect: AdminRedirect }) => (
  <a href={redirect.from} target="_blank" rel="noreferrer" className={addressLink}>
    {readableRedirectPath(redirect.from)}
  </a>
);

/** Where it leads: the page's address, and for an article its title (and that readers can't see it yet). */
function To({ redirect }: { redirect: AdminRedirect }) {
  return (
    <span className="block min-w-0">
      <a href={redirect.to} target="_blank" rel="noreferrer" className={addressLink}>
        {readableRedirectPath(redirect.to)}
      </a>
      {redirect.article && (
        <span className="mt-0.5 block text-xs break-words text-zinc-600 dark:text-zinc-400">
          {redirectAdminTexts.articleTarget(redirect.article.title)}
          {!redirect.article.published && (
            <span className="block text-amber-800 dark:text-amber-300">{redirectAdminTexts.unpublishedArticle}</span>
          )}
        </span>
      )}
    </span>
  );
}

const Origin = ({ redirect }: { redirect: AdminRedirect }) => (
  <Badge tone={redirect.origin === "import" ? "blue" : "zinc"}>{redirectAdminTexts.origin[redirect.origin]}</Badge>
);

const When = ({ redirect }: { redirect: AdminRedirect }) => (
  <time dateTime={redirect.createdAt}>{formatAdminDateTime(redirect.createdAt)}</time>
);

function Delete({ redirect, busyId, onDelete }: { redirect: AdminRedirect } & Omit<Props, "redirects">) {
  return (
    <DeleteIconButton
      label={redirectAdminTexts.deleteLabel(readableRedirectPath(redirect.from))}
      disabled={busyId !== null}
      onClick={() => onDelete(redirect)}
    />
  );
}

/** The redirects: a table from 1280 px (old address, new, origin, date, delete), cards below. */
export function RedirectList({ redirects, busyId, onDelete }: Props) {
  const columns = redirectAdminTexts.columns;
  return (
    <>
      <Table
        columns={[
          { label: columns.from, className: "w-[36%] px-5" },
          { label: columns.to, className: "px-2" },
          { label: columns.origin, className: "w-[104px] px-2" },
          { label: columns.createdAt, className: "w-[172px] px-2" },
          { label: <span className="sr-only">{columns.actions}</span>, className: "w-[68px] px-5" },
        ]}
      >
        {redirects.map((redirect) => (
          <tr key={redirect.id} className="align-top" data-testid="redirect-row">
            <td className="px-5 py-3">
              <From redirect={redirect} />
            </td>
            <td className="px-2 py-3">
              <To redirect={redirect} />
            </td>
            <td className="px-2 py-3">
              <Origin redirect={redirect} />
            </td>
            <td className="px-2 py-3 whitespace-nowrap text-zinc-700 tabular-nums dark:text-zinc-300">
              <When redirect={redirect} />
            </td>
            <td className="px-5 py-1.5 text-right">
              <Delete redirect={redirect} busyId={busyId} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </Table>

      <ul className="divide-y divide-zinc-200 xl:hidden dark:divide-zinc-800">
        {redirects.map((redirect) => (
          <li key={redirect.id} className="flex items-start gap-3 px-4 py-3" data-testid="redirect-card">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="min-w-0">
                <span className="sr-only">{columns.from}: </span>
                <From redirect={redirect} />
              </p>
              <p className="flex min-w-0 items-start gap-1.5">
                <ArrowRight aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-zinc-400" />
                <span className="sr-only">{columns.to}: </span>
                <To redirect={redirect} />
              </p>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-0.5 text-xs text-zinc-600 dark:text-zinc-400">
                <Origin redirect={redirect} />
                <When redirect={redirect} />
              </p>
            </div>
            <Delete redirect={redirect} busyId={busyId} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </>
  );
}
