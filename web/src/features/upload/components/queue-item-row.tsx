import { Link } from 'react-router';
import { CheckCircle2, CircleAlert, Clock, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { categoryOf } from '@vaultbox/common/media-category.ts';
import { inputClasses } from '../../../components/ui/field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import type { QueueAction, QueueItem } from '../upload-queue.ts';
import { QueueThumbnail } from './queue-thumbnail.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** One queued file: editable Title and Description while pending, progress while uploading, then a result line. */
export function QueueItemRow({ item, dispatch }: { item: QueueItem; dispatch: (action: QueueAction) => void }) {
  const { formatBytes, formatPercent } = useFormat();
  const { t } = useTranslation('media');
  const category = categoryOf(item.file.type || 'application/octet-stream');
  const pending = item.status === 'pending';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
      data-testid="queue-item"
      data-status={item.status}
    >
      <div className="flex items-start gap-3">
        <QueueThumbnail file={item.file} category={category} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(item.file.size)}</p>
        </div>
        {item.status !== 'uploading' ? (
          <button
            type="button"
            onClick={() => dispatch({ type: 'remove', id: item.id })}
            aria-label={t('upload.remove', { name: item.file.name })}
            className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
          >
            <X className="size-4" />
          </button>
        ) : null}
      </div>

      {pending ? (
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <label className="block text-xs font-medium text-slate-600 dark:text-slate-400">
            {t('upload.fieldTitle')}
            <input
              value={item.title}
              onChange={(e) => dispatch({ type: 'edit', id: item.id, title: e.target.value })}
              className={inputClasses(false, 'mt-1 py-2')}
            />
          </label>
          <label className="block text-xs font-medium text-slate-600 dark:text-slate-400">
            {t('upload.fieldDescription')}
            <input
              value={item.description}
              placeholder={t('upload.descriptionPlaceholder')}
              onChange={(e) => dispatch({ type: 'edit', id: item.id, description: e.target.value })}
              className={inputClasses(false, 'mt-1 py-2')}
            />
          </label>
        </div>
      ) : null}

      {item.status === 'queued' ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Clock className="size-4 shrink-0" />
          {t('upload.waiting')}
        </p>
      ) : null}

      {item.status === 'uploading' ? (
        <div className="mt-3 space-y-1.5">
          <div className="flex justify-between text-xs text-slate-500 dark:text-slate-400">
            <span className="truncate">{item.title}</span>
            <span className="font-mono tabular-nums">
              {t('upload.uploading', { progress: formatPercent(item.progress) })}
            </span>
          </div>
          <ProgressBar
            value={item.progress}
            label={item.file.name}
            className="h-2"
            barClassName="bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-200"
          />
        </div>
      ) : null}

      {item.status === 'completed' ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-600 dark:text-emerald-400">
          <CheckCircle2 className="size-4 shrink-0" />
          <span className="flex-1">{t('upload.completed')}</span>
          {item.mediaId ? (
            <Link
              to={`/player/${item.mediaId}`}
              className="text-xs font-medium text-indigo-600 hover:underline dark:text-indigo-400"
            >
              {t('upload.open')}
            </Link>
          ) : null}
        </p>
      ) : null}

      {item.status === 'error' ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex flex-1 items-start gap-2 text-sm text-red-600 dark:text-red-400" role="alert">
            <CircleAlert className="mt-0.5 size-4 shrink-0" />
            {item.error}
          </p>
          <Button
            variant="secondary"
            size="sm"
            icon={<RotateCw className="size-3.5" />}
            onClick={() => dispatch({ type: 'retry', id: item.id })}
            aria-label={t('upload.retryFile', { name: item.file.name })}
          >
            {t('upload.retry')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
