import { useState } from 'react';
import { stripsMetadataByDefault } from '@vaultbox/common/strippable-types.ts';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import { ShareCreatedView } from '../../../components/share-created-view.tsx';
import { ShareFormFields } from '../../../components/share-form-fields.tsx';
import { useShareForm } from '../../../components/use-share-form.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { usePickerFiles } from '../api/get-picker-files.ts';

/** Create Share Link with Select File (up to 100 files); the button waits for a file. */
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
  const files = usePickerFiles(true);
  const [fileId, setFileId] = useState('');
  const { form, set, submit, error, created, pending } = useShareForm();

  if (created) return <ShareCreatedView share={created} onDone={onDone} showManageLink={false} />;

  const list = files.data ?? [];
  const picked = list.find((file) => file.id === fileId);
  // Another file starts from its own default: photos and videos lose location and camera data, other files stay whole.
  const pick = (id: string) => {
    setFileId(id);
    set('stripMetadata', stripsMetadataByDefault(list.find((file) => file.id === id)?.mimeType ?? ''));
  };
  return (
    <form onSubmit={(e) => submit(e, fileId)} className="space-y-4" noValidate>
      <SelectField
        label={t('form.selectFile')}
        value={fileId}
        options={[
          { value: '', label: files.isPending ? t('form.loadingFiles') : t('form.selectFilePlaceholder') },
          ...list.map((file) => ({
            value: file.id,
            label: file.title === file.originalName ? file.title : `${file.title} (${file.originalName})`,
          })),
        ]}
        onChange={pick}
        disabled={files.isPending || list.length === 0}
      >
        {files.isError ? (
          <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{t('form.filesFailed')}</p>
        ) : files.isSuccess && list.length === 0 ? (
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t('form.noFiles')}</p>
        ) : null}
      </SelectField>
      <ShareFormFields form={form} onChange={set} mimeType={picked?.mimeType} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={!fileId} icon={<Link2 className="size-4" />}>
          {pending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
