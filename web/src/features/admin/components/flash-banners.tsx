import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import type { FlashState } from '../use-flash.ts';

function Dismiss({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('common.dismiss')}
      title={t('common.dismiss')}
      className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
    >
      <X className="size-4" />
    </button>
  );
}

/** The green success banner (gone after 3 s) and the red error banner, each dismissible. */
export function FlashBanners({ flash }: { flash: FlashState }) {
  if (!flash.success && !flash.error) return null;
  return (
    <div className="space-y-2">
      {flash.success ? (
        <div className="relative" data-testid="admin-success">
          <Alert tone="success" className="pr-10">
            {flash.success}
          </Alert>
          <span className="absolute top-3 right-3 text-emerald-800 dark:text-emerald-300">
            <Dismiss onClick={flash.dismissSuccess} />
          </span>
        </div>
      ) : null}
      {flash.error ? (
        <div className="relative" data-testid="admin-error">
          <Alert tone="error" className="pr-10">
            {flash.error}
          </Alert>
          <span className="absolute top-3 right-3 text-red-800 dark:text-red-300">
            <Dismiss onClick={flash.dismissError} />
          </span>
        </div>
      ) : null}
    </div>
  );
}
