import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicFileRequest, RequestAccessResponse } from '@vaultbox/common/schemas/file-requests.ts';
import { UPLOADER_NAME_MAX } from '@vaultbox/common/schemas/file-requests.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { requestAccess } from '../api/visitor-api.ts';

/** The password of a protected request and the name a request asks for, before the visitor may upload. */
export function VisitorAccessForm({
  slug,
  request,
  onToken,
}: {
  slug: string;
  request: PublicFileRequest;
  onToken: (access: RequestAccessResponse['data']) => void;
}) {
  const { t } = useTranslation('file-requests');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onToken(
        await requestAccess(slug, {
          ...(request.hasPassword ? { password } : {}),
          ...(request.requireName ? { name } : {}),
        }),
      );
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate data-testid="request-access-form">
      {request.hasPassword ? (
        <>
          <p className="font-medium text-slate-900 dark:text-white">{t('visitor.protected')}</p>
          <PasswordField
            label={t('visitor.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
        </>
      ) : null}
      {request.requireName ? (
        <Field
          label={t('visitor.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={UPLOADER_NAME_MAX}
          autoComplete="name"
          hint={t('visitor.nameHint', { name: request.ownerName })}
          required
        />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" loading={busy}>
        {busy ? t('visitor.checking') : t('visitor.continue')}
      </Button>
    </form>
  );
}
