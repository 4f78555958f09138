import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';

/** A text to copy (a script, a snippet, a configuration): its name, a copy button, the text in a scrolling box. */
export function CodeBlock({ label, code, testId }: { label: string; code: string; testId?: string }) {
  const { t } = useTranslation('api-tokens');
  const copy = async () => {
    if (await copyText(code)) notify.success(t('copied'));
    else notify.error(t('copyFailed'));
  };
  return (
    <div className="min-w-0">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
        <Button variant="ghost" size="sm" icon={<Copy className="size-4" />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
      </div>
      {/* Focusable: a keyboard user scrolls a long line into view. */}
      <pre
        tabIndex={0}
        aria-label={label}
        data-testid={testId}
        className="max-h-72 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {code}
      </pre>
    </div>
  );
}
