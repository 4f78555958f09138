import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '@vaultbox/common/schemas/api-tokens.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateApiToken } from '../api/create-api-token.ts';
import { offeredScopes, toggleScope, tokenExpiresAt, type TokenExpiryChoice } from '../api-token-form.ts';
import { TokenExpiryField } from './token-expiry-field.tsx';
import { TokenSecretView } from './token-secret-view.tsx';

/** "New token": name, scopes, expiry; then the secret, shown once. */
export function NewApiTokenModal({ open, role, onClose }: { open: boolean; role: string; onClose: () => void }) {
  const { t } = useTranslation('api-tokens');
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<TokenExpiryChoice>('90d');
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScopes(['read']);
    setExpiry('90d');
    setDate('');
    setProblem(null);
    setDateError(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDateError(null);
    const expiresAt = tokenExpiresAt(expiry, date);
    if (!name.trim()) return setProblem(t('form.nameRequired'));
    if (scopes.length === 0) return setProblem(t('form.scopesRequired'));
    if (expiresAt === 'invalid') return setDateError(t('form.dateInvalid'));
    create.mutate({ name: name.trim(), scopes, expiresAt });
  };

  const created = create.data;
  return (
    <Modal
      open={open}
      onClose={close}
      title={created ? t('created.title', { name: created.token.name }) : t('form.title')}
      description={created ? undefined : t('form.description')}
    >
      {created ? (
        <div className="space-y-4">
          <TokenSecretView secret={created.secret} />
          <div className="flex justify-end">
            <Button onClick={close}>{t('created.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field
            label={t('form.name')}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t('form.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
              {t('form.scopes')}
            </legend>
            {offeredScopes(role).map((scope) => (
              <Checkbox
                key={scope}
                checked={scopes.includes(scope)}
                onChange={(on) => setScopes((current) => toggleScope(current, scope, on))}
                label={t(`scopes.${scope}`)}
                description={t(`scopeHints.${scope}`)}
              />
            ))}
          </fieldset>
          <TokenExpiryField choice={expiry} date={date} dateError={dateError} onChoice={setExpiry} onDate={setDate} />
          <FormActions
            error={problem ?? (create.isError ? errorMessage(create.error) : null)}
            onCancel={close}
            saveLabel={t('form.create')}
            savingLabel={t('form.creating')}
            saving={create.isPending}
          />
        </form>
      )}
    </Modal>
  );
}
