import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { ShareCreatedView } from '../../../components/share-created-view.tsx';
import { ShareFormFields } from '../../../components/share-form-fields.tsx';
import { buildSharePayload, emptyShareForm, type ShareForm } from '../../../components/share-payload.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateShare } from '../../../lib/share-api.ts';
import { notify } from '../../../lib/toast.ts';
import { usePickerFiles } from '../api/get-picker-files.ts';

/** SPEC §2 Sharing: Create Share Link with Select File (up to 100 files); the button waits for a file. */
export function CreateShareModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Modal open={open} onClose={onClose} title={t('form.create')}>
      {open ? <CreateShareForm onDone={onClose} /> : null}
    </Modal>
  );
}

function CreateShareForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const selectId = useId();
  const files = usePickerFiles(true);
  const [fileId, setFileId] = useState('');
  const [form, setForm] = useState<ShareForm>(emptyShareForm);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useCreateShare();
  const set = <K extends keyof ShareForm>(key: K, value: ShareForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildSharePayload(fileId, form);
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

  if (mutation.data) return <ShareCreatedView share={mutation.data} onDone={onDone} showManageLink={false} />;

  const list = files.data ?? [];
  const serverError = mutation.error ? errorMessage(mutation.error, t('messages.createFailed')) : null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('form.selectFile')}
        </label>
        <select
          id={selectId}
          value={fileId}
          onChange={(e) => setFileId(e.target.value)}
          disabled={files.isPending || list.length === 0}
          className={inputClasses(false, 'pr-8')}
        >
          <option value="">{files.isPending ? t('form.loadingFiles') : t('form.selectFilePlaceholder')}</option>
          {list.map((file) => (
            <option key={file.id} value={file.id}>
              {file.title === file.originalName ? file.title : `${file.title} (${file.originalName})`}
            </option>
          ))}
        </select>
        {files.isError ? (
          <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{t('form.filesFailed')}</p>
        ) : files.isSuccess && list.length === 0 ? (
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('form.noFiles')}</p>
        ) : null}
      </div>
      <ShareFormFields form={form} onChange={set} />
      {formError || serverError ? <Alert tone="error">{formError ?? serverError}</Alert> : null}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} disabled={!fileId} icon={<Link2 className="size-4" />}>
          {mutation.isPending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
