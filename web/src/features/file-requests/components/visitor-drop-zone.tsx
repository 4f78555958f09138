import { useTranslation } from 'react-i18next';
import { CloudUpload } from 'lucide-react';
import { useFileDrop } from '../../../components/use-file-drop.ts';
import { cn } from '../../../lib/cn.ts';

/** Where a visitor drops or picks files; `hints` are the request's limits, said under it. */
export function VisitorDropZone({ onFiles, hints }: { onFiles: (files: File[]) => void; hints: string[] }) {
  const { t } = useTranslation('file-requests');
  const { over, zoneHandlers, inputProps, choose } = useFileDrop(onFiles);
  return (
    <div
      {...zoneHandlers}
      data-testid="request-drop-zone"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center',
        over
          ? 'border-indigo-500 bg-indigo-500/10'
          : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900/40',
      )}
    >
      <CloudUpload className="size-10 text-indigo-500" aria-hidden="true" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{t('visitor.drop')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('visitor.or')}</p>
      <button
        type="button"
        onClick={choose}
        className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
      >
        {t('visitor.choose')}
      </button>
      <input {...inputProps} aria-label={t('visitor.choose')} data-testid="request-file-input" />
      {hints.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
