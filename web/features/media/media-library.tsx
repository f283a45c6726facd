import { ImageOff, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { formatAdminDate, formatAdminDateTime } from "#common/dates.ts";
import { mediaLibraryTexts as texts } from "#common/messages/media.ts";
import { pagePaths, pathTo } from "#common/page-paths.ts";
import type { MediaDetail, MediaItem, MediaList } from "#common/schemas/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { DateRange } from "#web/features/admin/ui/date-range.tsx";
import { FilterField, fieldClasses, SearchField } from "#web/features/admin/ui/fields.tsx";
import { EmptyState, ErrorState, LoadingState, Panel, PanelHeader } from "#web/features/admin/ui/states.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useDebouncedEffect } from "#web/lib/use-debounced.ts";
import { FocalPointPicker, objectPositionOf, type FocalPoint } from "./focal-point-picker.tsx";

type Filters = { q: string; uploader: string; from: string; to: string; page: number };
const noFilters: Filters = { q: "", uploader: "", from: "", to: "", page: 1 };

const queryOf = (filters: Filters) =>
  new URLSearchParams({
    q: filters.q.trim(),
    uploader: filters.uploader.trim(),
    from: filters.from,
    to: filters.to,
    page: String(filters.page),
  }).toString();

/**
 * The media library (issue 34, point 3; decision 0130): the pictures staff uploaded, 40 a page,
 * found by description, credit or file name, uploader and day. On its screen a picture opens its
 * details (where it is used, description, credit, focal point, deletion); in the builder's picker
 * (`onPick`) choosing a picture hands it to the builder.
 */
export function MediaLibrary({ onPick }: { onPick?: (item: MediaItem) => void }) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [typed, setTyped] = useState({ q: "", uploader: "" });
  const [state, setState] = useState<{ list?: MediaList; failed?: boolean; loading: boolean }>({ loading: true });
  const [openId, setOpenId] = useState<number | null>(null);

  const load = useCallback(async (wanted: Filters, signal?: AbortSignal) => {
    setState((before) => ({ ...before, loading: true }));
    try {
      const list = await api<MediaList>(`/media?${queryOf(wanted)}`, { signal });
      setState({ list, loading: false });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      setState({ failed: true, loading: false });
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(filters, controller.signal);
    return () => controller.abort();
  }, [filters, load]);
  useDebouncedEffect(typed, 300, (value) => setFilters((before) => ({ ...before, ...value, page: 1 })));

  const list = state.list;
  const idPrefix = onPick ? "media-pick" : "media";
  return (
    <Panel aria-labelledby={`${idPrefix}-heading`} className={onPick ? "border-0 shadow-none" : ""}>
      <PanelHeader
        id={`${idPrefix}-heading`}
        title={onPick ? texts.chooseTitle : texts.title}
        count={list ? list.pagination.total.toLocaleString("bg-BG") : undefined}
        className={onPick ? "sr-only" : ""}
      >
        {!onPick && <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{texts.lead}</p>}
      </PanelHeader>
      <div
        role="search"
        className="grid grid-cols-1 gap-3 border-b border-zinc-200 px-4 py-3 min-[480px]:grid-cols-2 sm:px-5 lg:grid-cols-[2fr_1fr_auto_auto] dark:border-zinc-800"
      >
        <FilterField
          label={texts.searchLabel}
          htmlFor={`${idPrefix}-q`}
          className="min-[480px]:col-span-2 lg:col-span-1"
        >
          <SearchField
            id={`${idPrefix}-q`}
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={typed.q}
            onChange={(event) => setTyped({ ...typed, q: event.target.value })}
          />
        </FilterField>
        <FilterField label={texts.uploaderLabel} htmlFor={`${idPrefix}-uploader`}>
          <input
            id={`${idPrefix}-uploader`}
            className={fieldClasses}
            placeholder={texts.uploaderPlaceholder}
            value={typed.uploader}
            onChange={(event) => setTyped({ ...typed, uploader: event.target.value })}
          />
        </FilterField>
        <div className="grid grid-cols-2 gap-3 min-[480px]:col-span-2 lg:col-span-2">
          <DateRange
            idPrefix={idPrefix}
            value={{ from: filters.from, to: filters.to }}
            onChange={(dates) => setFilters({ ...filters, ...dates, page: 1 })}
          />
        </div>
      </div>
      <div aria-busy={state.loading} aria-live="polite">
        {state.failed ? (
          <div className="p-4">
            <ErrorState message={texts.loadFailed} onRetry={() => void load(filters)} />
          </div>
        ) : !list ? (
          <LoadingState label={texts.title} />
        ) : list.items.length === 0 ? (
          <EmptyState message={filters === noFilters || sameAsNone(filters) ? texts.empty : texts.noMatch} />
        ) : (
          <ul
            data-testid="media-grid"
            className="grid grid-cols-2 gap-3 p-4 min-[480px]:grid-cols-3 sm:p-5 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
          >
            {list.items.map((item) => (
              <li key={item.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => (onPick ? onPick(item) : setOpenId(item.id))}
                  aria-label={onPick ? texts.pickPicture(item.alt ?? texts.noAlt) : texts.open(item.alt ?? texts.noAlt)}
                  className="group block w-full overflow-hidden rounded-xl text-left ring-1 ring-zinc-200 hover:ring-brand-600 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:ring-zinc-800"
                >
                  <img
                    src={item.thumbUrl}
                    alt=""
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-zinc-100 object-cover dark:bg-zinc-800"
                    style={{ objectPosition: objectPositionOf({ x: item.focalX, y: item.focalY }) }}
                  />
                  <span className="block px-2 pt-1.5 text-xs font-medium break-words text-zinc-800 line-clamp-2 dark:text-zinc-100">
                    {item.alt ?? <em className="text-zinc-500 dark:text-zinc-400">{texts.noAlt}</em>}
                  </span>
                  <span className="block truncate px-2 text-[11px] text-zinc-500 dark:text-zinc-400">
                    {item.uploader?.name ?? texts.unknownUploader}
                  </span>
                  <span className="block px-2 pb-1.5 text-[11px] text-zinc-500 tabular-nums dark:text-zinc-400">
                    {formatAdminDate(item.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list && list.pagination.totalPages > 1 && (
          <Pager
            className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800"
            page={list.pagination.page}
            totalPages={list.pagination.totalPages}
            onPage={(page) => setFilters({ ...filters, page })}
            label={texts.pages}
          />
        )}
      </div>
      {!onPick && openId !== null && (
        <MediaDetails id={openId} onClose={() => setOpenId(null)} onChanged={() => void load(filters)} />
      )}
    </Panel>
  );
}

const sameAsNone = (filters: Filters) => !filters.q.trim() && !filters.uploader.trim() && !filters.from && !filters.to;

/** A picture's details: where it is used, its texts and focal point for its uploader or an admin, and deletion when unused. */
function MediaDetails({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const [detail, setDetail] = useState<MediaDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [form, setForm] = useState({ alt: "", credit: "" });
  const [focal, setFocal] = useState<FocalPoint>({ x: 0.5, y: 0.5 });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    const controller = new AbortController();
    api<MediaDetail>(`/media/${id}`, { signal: controller.signal })
      .then((found) => {
        setDetail(found);
        setForm({ alt: found.alt ?? "", credit: found.credit ?? "" });
        setFocal({ x: found.focalX, y: found.focalY });
      })
      .catch((error: Error) => {
        if (error.name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [id]);

  const save = async () => {
    setBusy(true);
    try {
      await api(`/media/${id}`, {
        method: "PUT",
        body: { alt: form.alt, credit: form.credit, focalX: focal.x, focalY: focal.y },
      });
      toast.success(texts.saved);
      onChanged();
    } catch (error) {
      toast.error(apiErrorMessage(error, texts.saveFailed));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const sure = await confirm({ message: texts.deleteConfirm, confirmLabel: texts.delete, destructive: true });
    if (!sure) return;
    setBusy(true);
    try {
      await api(`/media/${id}`, { method: "DELETE" });
      toast.success(texts.deleted);
      onChanged();
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, texts.deleteFailed));
      setBusy(false);
    }
  };

  const used = (detail?.usedBy.length ?? 0) > 0;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={texts.details} width="max-w-4xl">
      {failed ? (
        <ErrorState message={texts.loadFailed} />
      ) : !detail ? (
        <LoadingState label={texts.details} />
      ) : (
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <FocalPointPicker
            src={detail.url}
            alt={detail.alt ?? ""}
            value={focal}
            onChange={setFocal}
            disabled={!detail.canEdit || busy}
          />
          <div className="min-w-0 space-y-4">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-zinc-500 dark:text-zinc-400">{texts.uploadedBy}</dt>
              <dd className="break-words text-zinc-900 dark:text-zinc-100">
                {detail.uploader ? `${detail.uploader.name} (${detail.uploader.username})` : texts.unknownUploader}
              </dd>
              <dt className="text-zinc-500 dark:text-zinc-400">{texts.uploadedAt}</dt>
              <dd className="text-zinc-900 dark:text-zinc-100">{formatAdminDateTime(detail.createdAt)}</dd>
              {detail.width && detail.height && (
                <>
                  <dt className="text-zinc-500 dark:text-zinc-400">{texts.dimensions}</dt>
                  <dd className="text-zinc-900 tabular-nums dark:text-zinc-100">
                    {texts.dimensionsValue(detail.width, detail.height)}
                  </dd>
                </>
              )}
              {detail.originalName && (
                <>
                  <dt className="text-zinc-500 dark:text-zinc-400">{texts.fileName}</dt>
                  <dd className="break-all text-zinc-900 dark:text-zinc-100">{detail.originalName}</dd>
                </>
              )}
            </dl>
            <section aria-labelledby="media-uses">
              <h3 id="media-uses" className="text-sm font-bold text-zinc-900 dark:text-zinc-50">
                {texts.usedIn}
              </h3>
              {used ? (
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="media-uses">
                  {detail.usedBy.map((use) => (
                    <li key={use.id} className="break-words">
                      <Link
                        to={pathTo(pagePaths.preview, { articleId: use.id })}
                        className="font-medium text-brand-700 underline hover:no-underline dark:text-red-300"
                      >
                        {use.title}
                      </Link>
                      {use.status !== "published" && (
                        <span className="text-zinc-500 dark:text-zinc-400">
                          {" "}
                          ({use.status === "draft" ? texts.draft : texts.scheduled})
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{texts.unused}</p>
              )}
            </section>
            <div className="space-y-3">
              <label className="block text-sm">
                <span className="mb-1 block font-semibold text-zinc-700 dark:text-zinc-300">{texts.altLabel}</span>
                <textarea
                  className={`${fieldClasses} h-20 py-2`}
                  value={form.alt}
                  disabled={!detail.canEdit || busy}
                  onChange={(event) => setForm({ ...form, alt: event.target.value })}
                />
              </label>
              <label className="block text-sm">
                <span className="mb-1 block font-semibold text-zinc-700 dark:text-zinc-300">{texts.creditLabel}</span>
                <input
                  className={fieldClasses}
                  value={form.credit}
                  disabled={!detail.canEdit || busy}
                  onChange={(event) => setForm({ ...form, credit: event.target.value })}
                />
              </label>
              {!detail.canEdit && <p className="text-xs text-zinc-600 dark:text-zinc-400">{texts.readOnly}</p>}
            </div>
            {detail.canEdit && (
              <div className="flex flex-wrap items-center gap-2 border-t border-zinc-200 pt-4 dark:border-zinc-800">
                <Button onClick={() => void save()} disabled={busy}>
                  {texts.save}
                </Button>
                <Button
                  variant="secondary"
                  className="text-red-700 dark:text-red-300"
                  onClick={() => void remove()}
                  disabled={busy || used}
                  aria-describedby={used ? "media-cannot-delete" : undefined}
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {texts.delete}
                </Button>
                {used && (
                  <p id="media-cannot-delete" className="w-full text-xs text-zinc-600 dark:text-zinc-400">
                    <ImageOff aria-hidden className="mr-1 inline h-3.5 w-3.5" />
                    {texts.cannotDelete}
                  </p>
                )}
              </div>
            )}
          </div>
        </div>
      )}
      {confirmDialog}
    </Modal>
  );
}
