import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { History, RotateCw, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/toast.ts';
import type { UploadRecord } from '../upload-records.ts';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * Uploads an earlier page left unfinished. The browser no longer has their files, so Resume asks for the same file
 * again and goes on from where the server stopped; Discard gives the upload up.
 */
export function UnfinishedUploads({
  records,
  onResume,
  onDiscard,
}: {
  records: UploadRecord[];
  onResume: (recordId: string, file: File) => boolean;
  onDiscard: (recordId: string) => void;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const picking = useRef<UploadRecord | null>(null);
  if (records.length === 0) return null;

  const pick = (record: UploadRecord) => {
    picking.current = record;
    input.current?.click();
  };

  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-500/10 text-amber-600 dark:text-amber-400">
          <History className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold text-slate-900 dark:text-white">{t('upload.unfinished.title')}</h3>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('upload.unfinished.hint')}</p>
        </div>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="unfinished-uploads">
        {records.map((record) => (
          <li
            key={record.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3"
            data-testid="unfinished-upload"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={record.name}>
                {record.name}
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(record.size)}</p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 className="size-3.5" />}
                onClick={() => onDiscard(record.id)}
                aria-label={t('upload.unfinished.discardFile', { name: record.name })}
              >
                {t('upload.unfinished.discard')}
              </Button>
              <Button
                size="sm"
                icon={<RotateCw className="size-3.5" />}
                onClick={() => pick(record)}
                aria-label={t('upload.unfinished.resumeFile', { name: record.name })}
              >
                {t('upload.unfinished.resume')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          const record = picking.current;
          if (!file || !record) return;
          if (!onResume(record.id, file)) {
            notify.error(t('upload.unfinished.notSame', { name: record.name, size: formatBytes(record.size) }));
          }
        }}
      />
    </Card>
  );
}
