import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { INTEGRATION_LINKS, type IntegrationLink } from '@vaultbox/common/schemas/integrations.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { RadioButton } from '../../../components/ui/radio-button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/download.ts';
import { useCreateApiToken } from '../api/create-api-token.ts';
import { tokenExpiresAt, type TokenExpiryChoice } from '../api-token-form.ts';
import {
  INTEGRATION_SCOPES,
  INTEGRATION_TOKEN_NAMES,
  integrationFiles,
  type IntegrationKind,
} from '../integration-kinds.ts';
import { CodeBlock } from './code-block.tsx';
import { TokenExpiryField } from './token-expiry-field.tsx';

/**
 * One ready-made configuration: the link it should answer and the token's expiry, then a token made for it
 * (upload and share) and the configuration holding it, shown this once.
 */
export function IntegrationModal({ kind, onClose }: { kind: IntegrationKind; onClose: () => void }) {
  const { t } = useTranslation('api-tokens');
  const create = useCreateApiToken();
  const [link, setLink] = useState<IntegrationLink>('share');
  const [expiry, setExpiry] = useState<TokenExpiryChoice>('never');
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDateError(null);
    const expiresAt = tokenExpiresAt(expiry, date);
    if (expiresAt === 'invalid') return setDateError(t('form.dateInvalid'));
    create.mutate({ name: INTEGRATION_TOKEN_NAMES[kind], scopes: INTEGRATION_SCOPES, expiresAt });
  };

  const secret = create.data?.secret;
  const files = secret ? integrationFiles(kind, { origin: window.location.origin, token: secret, link }) : [];
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={t(`integrations.${kind}.title`)}
      description={t(`integrations.${kind}.help`)}
    >
      {secret ? (
        <div className="space-y-4">
          <Alert tone="warning" title={t('integrations.madeTitle', { name: INTEGRATION_TOKEN_NAMES[kind] })}>
            {t('integrations.made')}
          </Alert>
          {files.map((file) => (
            <div key={file.key} className="space-y-2">
              {file.fileName ? (
                <Button
                  icon={<Download className="size-4" />}
                  onClick={() =>
                    saveBlob(new Blob([file.text], { type: file.mimeType }), file.fileName ?? 'vaultbox.txt')
                  }
                >
                  {t('integrations.download', { file: file.fileName })}
                </Button>
              ) : null}
              <CodeBlock label={t(`integrations.files.${file.key}`)} code={file.text} testId={`config-${file.key}`} />
            </div>
          ))}
          <p className="text-sm text-slate-600 dark:text-slate-400">{t(`integrations.${kind}.next`)}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('created.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">{t('integrations.link')}</p>
            <RadioGroup label={t('integrations.link')} className="grid gap-2 sm:grid-cols-2">
              {INTEGRATION_LINKS.map((choice) => (
                <RadioButton
                  key={choice}
                  active={link === choice}
                  onClick={() => setLink(choice)}
                  className="rounded-lg border p-3 text-left text-sm"
                  activeClassName="border-indigo-500 bg-indigo-500/10 text-indigo-700 dark:text-indigo-300"
                  inactiveClassName="border-slate-300 text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300"
                >
                  <span className="block font-medium">{t(`integrations.links.${choice}`)}</span>
                  <span className="block text-xs opacity-80">{t(`integrations.links.${choice}Hint`)}</span>
                </RadioButton>
              ))}
            </RadioGroup>
          </div>
          <TokenExpiryField choice={expiry} date={date} dateError={dateError} onChoice={setExpiry} onDate={setDate} />
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('integrations.tokenNote', { name: INTEGRATION_TOKEN_NAMES[kind] })}
          </p>
          <FormActions
            error={create.isError ? errorMessage(create.error) : null}
            onCancel={onClose}
            saveLabel={t('integrations.create')}
            savingLabel={t('form.creating')}
            saving={create.isPending}
          />
        </form>
      )}
    </Modal>
  );
}
