import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ChevronDown, ChevronUp, CircleAlert, CloudUpload, History, RotateCw, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { cn } from '../../../lib/cn.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useUploads } from '../upload-provider.tsx';
import { countByStatus, isActive, overallProgress, type QueueItem } from '../upload-queue.ts';

const iconButton =
  'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * The uploads' progress on every screen but Upload itself: while files go, and after, until the user closes it.
 * Collapsed it is one line; open it lists the files with their percent and a Retry for failed ones. On the desktop it
 * sits at the bottom left, beside the sidebar, clear of the toasts at the bottom right.
 */
export function UploadPanel() {
  const { t } = useTranslation('media');
  const { formatPercent } = useFormat();
  const { pathname } = useLocation();
  const { store, state } = useUploads();
  // On a phone it starts as one line, to leave the screen to the screen.
  const [open, setOpen] = useState(() => globalThis.matchMedia?.('(min-width: 640px)').matches ?? true);
  const started = state.items.filter((i) => i.status !== 'pending');
  const unfinished = state.unfinished.length;
  if (pathname === '/upload' || state.panelDismissed || (started.length === 0 && unfinished === 0)) return null;

  const counts = countByStatus(started);
  const running = started.filter(isActive).length;
  const percent = overallProgress(started);
  const title =
    running > 0
      ? t('upload.panel.uploading', { count: running, percent: formatPercent(percent) })
      : started.length > 0
        ? t('upload.panel.finished')
        : t('upload.unfinished.title');

  return (
    <>
      {/* Room below the page's end, so the panel never hides its last lines for good. */}
      <div aria-hidden="true" className="h-24" />
      <section
        aria-label={t('upload.panel.label')}
        data-testid="upload-panel"
        className="fixed inset-x-3 bottom-3 z-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 sm:inset-x-auto sm:left-6 sm:w-96 lg:left-78 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
      >
        <header className="flex items-center gap-3 px-4 py-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-500/10 text-indigo-500">
            <CloudUpload className="size-4.5" />
          </span>
          <div className="min-w-0 flex-1">
            <p
              className="truncate text-sm font-semibold text-slate-900 dark:text-white"
              data-testid="upload-panel-title"
            >
              {title}
            </p>
            {started.length > 0 ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <span className="text-emerald-700 dark:text-emerald-400" data-testid="upload-panel-done">
                  {t('upload.counters.completed')} {counts.completed}
                </span>
                <span aria-hidden="true"> · </span>
                <span
                  className={cn(counts.error > 0 && 'text-red-600 dark:text-red-400')}
                  data-testid="upload-panel-failed"
                >
                  {t('upload.counters.failed')} {counts.error}
                </span>
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className={iconButton}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={open ? t('upload.panel.collapse') : t('upload.panel.expand')}
          >
            {open ? <ChevronDown className="size-4" /> : <ChevronUp className="size-4" />}
          </button>
          {running === 0 ? (
            <button
              type="button"
              className={iconButton}
              onClick={store.dismissPanel}
              aria-label={t('upload.panel.close')}
            >
              <X className="size-4" />
            </button>
          ) : null}
        </header>

        {running > 0 ? (
          <ProgressBar
            value={percent}
            label={t('upload.panel.label')}
            className="mx-4 mb-3 h-1.5"
            barClassName="bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-200"
          />
        ) : null}

        {open ? (
          <div className="border-t border-slate-200 dark:border-slate-800">
            <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800/70">
              {started.map((item) => (
                <PanelRow key={item.id} item={item} onRetry={() => store.dispatch({ type: 'retry', id: item.id })} />
              ))}
            </ul>
            {unfinished > 0 ? (
              <p className="flex items-center gap-2 border-t border-slate-200 px-4 py-2.5 text-xs text-amber-700 dark:border-slate-800 dark:text-amber-400">
                <History className="size-3.5 shrink-0" />
                {t('upload.panel.unfinished', { count: unfinished })}
              </p>
            ) : null}
            <div className="border-t border-slate-200 px-4 py-2.5 dark:border-slate-800">
              <Link to="/upload" className="text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {t('upload.panel.open')}
              </Link>
            </div>
          </div>
        ) : null}
      </section>
    </>
  );
}

function PanelRow({ item, onRetry }: { item: QueueItem; onRetry: () => void }) {
  const { t } = useTranslation('media');
  const { formatPercent } = useFormat();
  return (
    <li className="px-4 py-2.5" data-testid="upload-panel-item" data-status={item.status}>
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm text-slate-800 dark:text-slate-200" title={item.file.name}>
          {item.file.name}
        </p>
        {item.status === 'completed' ? (
          <CheckCircle2 className="size-4 shrink-0 text-emerald-500" aria-label={t('upload.completed')} />
        ) : item.status === 'error' ? (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium text-indigo-600 hover:bg-indigo-500/10 dark:text-indigo-400"
            aria-label={t('upload.retryFile', { name: item.file.name })}
          >
            <RotateCw className="size-3" />
            {t('upload.retry')}
          </button>
        ) : (
          <span className="shrink-0 font-mono text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {item.status === 'queued' ? t('upload.waiting') : formatPercent(item.progress)}
          </span>
        )}
      </div>
      {item.status === 'uploading' ? (
        <ProgressBar
          value={item.progress}
          label={item.file.name}
          className="mt-1.5 h-1"
          barClassName="bg-indigo-500 transition-[width] duration-200"
        />
      ) : null}
      {item.status === 'error' ? (
        <p className="mt-1 flex items-start gap-1.5 text-xs text-red-600 dark:text-red-400">
          <CircleAlert className="mt-px size-3.5 shrink-0" />
          {item.error}
        </p>
      ) : null}
    </li>
  );
}
