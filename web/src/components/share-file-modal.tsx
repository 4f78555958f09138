import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Link2 } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useCreateShare } from '../lib/share-api.ts';
import { notify } from '../lib/toast.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { ShareCreatedView } from './share-created-view.tsx';
import { ShareFormFields } from './share-form-fields.tsx';
import { buildSharePayload, emptyShareForm, type ShareForm } from './share-payload.ts';

export type ShareTarget = Pick<MediaFile, 'id' | 'title' | 'originalName'>;

/** SPEC §2 Share File modal (library and player): expiry, limits, password, embedding; 'Create Share Link'. */
export function ShareFileModal({ file, onClose }: { file: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Modal
      open={file !== null}
      onClose={onClose}
      title={t('shareModal.title')}
      description={file ? t('shareModal.description', { name: file.title || file.originalName }) : undefined}
    >
      {/* Keyed by file: a new file starts from an empty form. */}
      {file ? <ShareFileForm key={file.id} file={file} onDone={onClose} /> : null}
    </Modal>
  );
}

function ShareFileForm({ file, onDone }: { file: ShareTarget; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const [form, setForm] = useState<ShareForm>(emptyShareForm);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useCreateShare();
  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildSharePayload(file.id, form);
    if (!built.ok) {
      setFormError(t(built.error));
      return;
    }
    setFormError(null);
    mutation.mutate(built.payload, {
      onSuccess: () => notify.success(t('messages.created')),
      onError: () => notify.error(t('messages.createFailed')),
    });
  };

  if (mutation.data) return <ShareCreatedView share={mutation.data} onDone={onDone} />;

  const serverError = mutation.error ? errorMessage(mutation.error, t('messages.createFailed')) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ShareFormFields form={form} onChange={set} />
      {formError || serverError ? <Alert tone="error">{formError ?? serverError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <Link to="/sharing" className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          <ExternalLink className="size-4" />
          {t('shareModal.manage')}
        </Link>
        <Button type="submit" loading={mutation.isPending} icon={<Link2 className="size-4" />}>
          {mutation.isPending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
