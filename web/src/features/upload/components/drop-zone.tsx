import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFileDrop } from '../../../components/use-file-drop.ts';
import { cn } from '../../../lib/cn.ts';

/** The drag-and-drop zone with a file picker behind it; `limit` is the largest file, as the hint says it. */
export function DropZone({ onFiles, limit }: { onFiles: (files: File[]) => void; limit: string }) {
  const { t } = useTranslation('media');
  const { over, zoneHandlers, inputProps, choose } = useFileDrop(onFiles);

  return (
    <div
      {...zoneHandlers}
      data-testid="drop-zone"
      className={cn(
        'relative flex flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed px-6 py-14 text-center transition-colors',
        over
          ? 'border-indigo-500 bg-indigo-500/10'
          : 'border-slate-300 bg-white hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900/40 dark:hover:border-indigo-500/60',
      )}
    >
      <div
        className={cn(
          'flex size-16 items-center justify-center rounded-2xl transition',
          over ? 'bg-indigo-600 text-white motion-safe:scale-110' : 'bg-indigo-500/10 text-indigo-500',
        )}
      >
        <CloudUpload className="size-8" />
      </div>
      <div>
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          {over ? t('upload.dropActive') : t('upload.dropTitle')}
        </p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('upload.dropHint', { size: limit })}</p>
      </div>
      <button
        type="button"
        onClick={choose}
        className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white shadow-sm shadow-indigo-600/20 hover:bg-indigo-700"
      >
        {t('upload.browse')}
      </button>
      <input {...inputProps} aria-label={t('upload.browse')} data-testid="file-input" />
    </div>
  );
}
