import { useTranslation } from 'react-i18next';
import { LoadingLine } from './spinner.tsx';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 dark:bg-slate-950">
      <LoadingLine>{t('app.loading')}</LoadingLine>
    </div>
  );
}
