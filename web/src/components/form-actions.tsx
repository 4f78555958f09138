import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Alert } from './ui/alert.tsx';
import { Button, type ButtonVariant } from './ui/button.tsx';

/**
 * Cancel and Save at the foot of an edit form; while saving, Cancel waits and Save spins. Above them, the form's error
 * if it has one.
 */
export function FormActions({
  error,
  onCancel,
  saveLabel,
  savingLabel,
  saving,
  saveVariant,
  saveDisabled = false,
  className,
}: {
  /** Why the form cannot be saved (its own check, or the server's answer). */
  error?: string | null;
  onCancel: () => void;
  saveLabel: string;
  savingLabel: string;
  saving: boolean;
  /** 'danger' for a form whose submit cannot be undone. */
  saveVariant?: ButtonVariant;
  /** Until the form is complete. */
  saveDisabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={cn('flex justify-end gap-2', className)}>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant={saveVariant} disabled={saveDisabled} loading={saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
      </div>
    </>
  );
}
