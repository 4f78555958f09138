import { useTranslation } from 'react-i18next';
import { DismissibleAlert } from '../../../components/dismissible-alert.tsx';
import type { FlashState } from '../use-flash.ts';

/** The green success banner (gone after 3 s) and the red error banner, each dismissible. */
export function FlashBanners({ flash }: { flash: FlashState }) {
  const { t } = useTranslation('admin');
  if (!flash.success && !flash.error) return null;
  const banners = [
    { tone: 'success', text: flash.success, testId: 'admin-success', dismiss: flash.dismissSuccess },
    { tone: 'error', text: flash.error, testId: 'admin-error', dismiss: flash.dismissError },
  ] as const;
  return (
    <div className="space-y-2">
      {banners.map(({ tone, text, testId, dismiss }) =>
        text ? (
          <DismissibleAlert
            key={tone}
            tone={tone}
            testId={testId}
            dismissLabel={t('common.dismiss')}
            onDismiss={dismiss}
          >
            {text}
          </DismissibleAlert>
        ) : null,
      )}
    </div>
  );
}
