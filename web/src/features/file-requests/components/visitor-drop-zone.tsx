import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudUpload } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Where a visitor drops or picks files; `hints` are the request's limits, said under it. */
export function VisitorDropZone({ onFiles, hints }: { onFiles: (files: File[]) => void; hints: string[] }) {
  const { t } = useTranslation('file-requests');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={onDrop}
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
        onClick={() => input.current?.click()}
        className="rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700"
      >
        {t('visitor.choose')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={t('visitor.choose')}
        data-testid="request-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
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
