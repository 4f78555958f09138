import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { ManageSharesLink, ShareCreatedView } from './share-created-view.tsx';
import { ShareFormFields } from './share-form-fields.tsx';
import { useShareForm } from './use-share-form.ts';

export type ShareTarget = Pick<MediaFile, 'id' | 'title' | 'originalName' | 'category' | 'mimeType'>;

/**
 * The Share File modal of the library and the player (docs/product.md, Shares): expiry, limits, password, embedding,
 * metadata removal (on for the photos and videos it can clean); 'Create Share Link'.
 */
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
  const { form, set, submit, error, created, pending } = useShareForm(file.mimeType);

  if (created) return <ShareCreatedView share={created} onDone={onDone} />;

  return (
    <form onSubmit={(e) => submit(e, file.id)} className="space-y-4" noValidate>
      <ShareFormFields form={form} onChange={set} mimeType={file.mimeType} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
        <ManageSharesLink />
        <Button type="submit" loading={pending} icon={<Link2 className="size-4" />}>
          {pending ? t('form.creating') : t('form.create')}
        </Button>
      </div>
    </form>
  );
}
