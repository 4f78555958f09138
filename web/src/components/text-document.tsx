import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { TEXT_PREVIEW_BYTES, type TextHead } from '../lib/text-content.ts';
import { QueryContent } from './query-content.tsx';
import { useFormat } from '../lib/use-format.ts';

/**
 * A text file drawn by the app in the theme's colours (a browser frame of text/plain is always a white page), its
 * head only when long. Used by the player and the public share page.
 */
export function TextDocument({
  query,
  label,
  className,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    data: TextHead | undefined;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  label: string;
  className?: string;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex w-full flex-col overflow-hidden bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-200',
        className,
      )}
      data-testid="text-preview"
    >
      <QueryContent query={query} errorTitle={t('preview.textFailed')} retryLabel={t('preview.retry')} section>
        {(head) => (
          <>
            <pre
              aria-label={label}
              tabIndex={0}
              className="min-h-0 flex-1 overflow-auto p-5 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap"
            >
              {head.text}
            </pre>
            {head.truncated ? (
              <p className="border-t border-slate-200 px-5 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                {t('preview.textTruncated', { size: formatBytes(TEXT_PREVIEW_BYTES) })}
              </p>
            ) : null}
          </>
        )}
      </QueryContent>
    </div>
  );
}
