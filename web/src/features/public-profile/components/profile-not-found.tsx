import { useTranslation } from 'react-i18next';
import { UserX } from 'lucide-react';

/** Private, unknown or deactivated: the server cannot tell which, nor does the page. */
export function ProfileNotFound() {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col items-center py-16 text-center" data-testid="profile-not-found">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-indigo-600/10 text-indigo-500">
        <UserX className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-400">{t('notFound.description')}</p>
    </div>
  );
}
