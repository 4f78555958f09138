import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';

/** A new token's secret: the only time it is shown, since only its hash is kept (docs/security.md, API tokens). */
export function TokenSecretView({ secret }: { secret: string }) {
  const { t } = useTranslation('api-tokens');
  const copy = async () => {
    if (await copyText(secret)) notify.success(t('created.copied'));
    else notify.error(t('copyFailed'));
  };
  return (
    <div className="space-y-3">
      <Alert tone="warning" title={t('created.onceTitle')}>
        {t('created.once')}
      </Alert>
      <div className="flex gap-2">
        <input
          readOnly
          value={secret}
          aria-label={t('created.secretLabel')}
          className={inputClasses(false, 'font-mono text-xs')}
          data-testid="token-secret"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="secondary"
          icon={<Copy className="size-4" />}
          onClick={() => void copy()}
          aria-label={t('created.copy')}
          title={t('created.copy')}
        />
      </div>
    </div>
  );
}
