import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 dark:bg-slate-950">
      <div className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
        <Spinner className="size-5 text-indigo-500" />
        {t('app.loading')}
      </div>
    </div>
  );
}
