import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canStripMetadata } from '@vaultbox/common/strippable-types.ts';
import { Checkbox } from './ui/checkbox.tsx';
import { Field } from './ui/field.tsx';
import { PasswordField } from './ui/password-field.tsx';
import { Toggle } from './ui/toggle.tsx';
import { ShareLeakAlertFields } from './share-leak-alert-fields.tsx';
import { ShareRecipientsField } from './share-recipients-field.tsx';
import { toLocalInput, type ShareForm } from './share-payload.ts';

export type ShareFormChange = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => void;

/**
 * The share options (Expiration Date, Max Views, Max Downloads, Password, embedding), metadata removal and the leak
 * alert.
 */
export function ShareFormFields({
  form,
  onChange,
  passwordSlot,
  mimeType,
}: {
  form: ShareForm;
  onChange: ShareFormChange;
  /** Replaces the plain password field (the edit form keeps, replaces or removes a password). */
  passwordSlot?: ReactNode;
  /** The shared file's type, once known: the metadata option says when it cannot be kept for this type. */
  mimeType?: string;
}) {
  const { t } = useTranslation('sharing');
  const limitField = (key: 'maxViews' | 'maxDownloads', label: string) => (
    <Field
      label={label}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      placeholder={t('form.unlimited')}
      value={form[key]}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  return (
    <>
      <Field
        label={t('form.expiresAt')}
        type="datetime-local"
        min={toLocalInput(new Date().toISOString())}
        value={form.expiresAt}
        onChange={(e) => onChange('expiresAt', e.target.value)}
        hint={t('form.expiresAtHint')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {limitField('maxViews', t('form.maxViews'))}
        {limitField('maxDownloads', t('form.maxDownloads'))}
      </div>
      {passwordSlot ?? (
        <PasswordField
          label={t('form.password')}
          placeholder={t('form.passwordPlaceholder')}
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => onChange('password', e.target.value)}
        />
      )}
      <Toggle
        checked={form.allowEmbedding}
        onChange={(v) => onChange('allowEmbedding', v)}
        label={t('form.allowEmbedding')}
        description={t('form.allowEmbeddingHint')}
      />
      <Checkbox
        checked={form.stripMetadata}
        onChange={(v) => onChange('stripMetadata', v)}
        label={t('form.stripMetadata')}
        description={
          mimeType && !canStripMetadata(mimeType) ? t('form.stripMetadataUnsupported') : t('form.stripMetadataHint')
        }
      />
      <ShareRecipientsField value={form.recipients} onChange={(v) => onChange('recipients', v)} />
      <ShareLeakAlertFields form={form} onChange={onChange} />
    </>
  );
}
