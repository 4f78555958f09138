import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { maxFileSizePreferenceRange } from '@vaultbox/common/upload-rules.ts';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { useSystemInfo } from '../../../lib/system-info.ts';
import { parseAllowedTypes, validateMaxFileSize } from '../settings-validation.ts';
import { useSavePreferences } from '../use-save-preferences.ts';
import { SettingsSection } from './settings-section.tsx';

type UploadPrefs = Preferences['upload'];

/**
 * The upload preferences (docs/product.md, Settings: Upload): encryption and visibility switches, max file size (1 MB
 * up to the server's own limit, which is also a new account's default), allowed types.
 */
export function UploadPreferencesForm({ upload }: { upload: UploadPrefs }) {
  const { t } = useTranslation('settings');
  const range = maxFileSizePreferenceRange(useSystemInfo().data?.maxUploadBytes);
  const { save, saving } = useSavePreferences();
  const [autoEncrypt, setAutoEncrypt] = useState(upload.autoEncrypt);
  const [defaultPublic, setDefaultPublic] = useState(upload.defaultPublic);
  const [maxFileSize, setMaxFileSize] = useState(String(upload.maxFileSize));
  const [restrictTypes, setRestrictTypes] = useState(upload.restrictTypes);
  const [types, setTypes] = useState(upload.allowedTypes.join(', '));
  const [sizeError, setSizeError] = useState<string | null>(null);
  const [typesError, setTypesError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sizeProblem = validateMaxFileSize(maxFileSize, range);
    const parsed = parseAllowedTypes(types);
    const typesProblem = parsed.invalid
      ? t('validation.typeInvalid', { type: parsed.invalid })
      : restrictTypes && parsed.types.length === 0
        ? t('validation.typesRequired')
        : null;
    setSizeError(sizeProblem ? t(sizeProblem, range) : null);
    setTypesError(typesProblem);
    if (sizeProblem || typesProblem) return;
    save({
      upload: {
        autoEncrypt,
        defaultPublic,
        maxFileSize: Number(maxFileSize.trim()),
        restrictTypes,
        allowedTypes: parsed.types,
      },
    });
  };

  return (
    <SettingsSection title={t('upload.title')} description={t('upload.description')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Toggle
          checked={autoEncrypt}
          onChange={setAutoEncrypt}
          label={t('upload.autoEncrypt')}
          // Says what the switch does in its present state: off is not encrypted, for new files only.
          description={t(autoEncrypt ? 'upload.autoEncryptHint' : 'upload.autoEncryptOffHint')}
        />
        <Toggle
          checked={defaultPublic}
          onChange={setDefaultPublic}
          label={t('upload.defaultPublic')}
          // As the encryption switch: says what happens to new uploads in the present state.
          description={t(defaultPublic ? 'upload.defaultPublicHint' : 'upload.defaultPublicOffHint')}
        />
        <Field
          label={t('upload.maxFileSize')}
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          value={maxFileSize}
          onChange={(e) => {
            setMaxFileSize(e.target.value);
            setSizeError(null);
          }}
          error={sizeError}
          hint={t('upload.maxFileSizeHint', range)}
          className="sm:max-w-xs"
        />
        <Toggle
          checked={restrictTypes}
          onChange={(value) => {
            setRestrictTypes(value);
            setTypesError(null);
          }}
          label={t('upload.restrictTypes')}
          description={t('upload.restrictTypesHint')}
        />
        <Field
          label={t('upload.allowedTypes')}
          value={types}
          onChange={(e) => {
            setTypes(e.target.value);
            setTypesError(null);
          }}
          disabled={!restrictTypes}
          error={typesError}
          hint={t('upload.allowedTypesHint')}
          spellCheck={false}
        />
        {!restrictTypes ? <Alert tone="info">{t('upload.allTypes')}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" loading={saving} icon={<Save className="size-4" />}>
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
