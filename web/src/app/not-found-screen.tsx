import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileQuestion, House } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Logo } from '../components/logo.tsx';
import { usePageTitle } from '../lib/page-title.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('pages.notFound'));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-6 text-center dark:bg-slate-950">
      <Logo className="mb-12" />
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-indigo-600/10 text-indigo-500">
        <FileQuestion className="size-8" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-indigo-600 dark:text-indigo-400">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <ButtonLink to="/dashboard" icon={<House className="size-4" />}>
          {t('notFound.goToDashboard')}
        </ButtonLink>
        <Button variant="secondary" icon={<ArrowLeft className="size-4" />} onClick={() => void navigate(-1)}>
          {t('notFound.goBack')}
        </Button>
      </div>
    </main>
  );
}
