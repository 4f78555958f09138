import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_RECIPIENTS_MAX } from '@vaultbox/common/constants.ts';
import { FieldLabel, inputClasses } from './ui/field.tsx';
import { checkRecipients } from './share-recipients.ts';

/**
 * "Only these people": the addresses a link is bound to, one per line, with what that does (docs/product.md,
 * Recipient-verified links). A wrong address is named under the field as it is typed.
 */
export function ShareRecipientsField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('share-recipients');
  const id = useId();
  const check = checkRecipients(value);
  const error = check.ok
    ? null
    : check.invalid !== null
      ? t('form.invalid', { email: check.invalid })
      : t('form.tooMany', { max: SHARE_RECIPIENTS_MAX });
  return (
    <div>
      <FieldLabel htmlFor={id}>{t('form.label')}</FieldLabel>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('form.placeholder')}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        data-testid="share-recipients"
        className={inputClasses(error !== null, 'resize-y')}
      />
      <p
        id={`${id}-note`}
        className={
          error ? 'mt-1.5 text-sm text-red-600 dark:text-red-400' : 'mt-1.5 text-xs text-slate-500 dark:text-slate-400'
        }
      >
        {error ?? t('form.hint')}
      </p>
    </div>
  );
}
