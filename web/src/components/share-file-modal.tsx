import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link2 } from 'lucide-react';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';
import { Modal } from './ui/modal.tsx';
import { ManageSharesLink, ShareCreatedView } from './share-created-view.tsx';
import { ShareFormFields } from './share-form-fields.tsx';
import type { ShareTargetIds } from './share-payload.ts';
import { useShareForm } from './use-share-form.ts';

export type ShareTarget = Pick<MediaFile, 'id' | 'title' | 'originalName' | 'category' | 'mimeType'>;

/** What the modal shares (docs/product.md, Multi-file shares): one file, a fixed selection, or an album (live). */
export type ShareModalTarget =
  | { kind: 'file'; mediaFileId: string; name: string; mimeType: string }
  | { kind: 'selection'; mediaFileIds: string[] }
  | { kind: 'album'; albumId: string; albumName: string };

/** One library file as the modal's target. */
export const fileShareTarget = (file: ShareTarget): ShareModalTarget => ({
  kind: 'file',
  mediaFileId: file.id,
  name: file.title || file.originalName,
  mimeType: file.mimeType,
});

const targetKey = (target: ShareModalTarget) =>
  target.kind === 'file'
    ? `file:${target.mediaFileId}`
    : target.kind === 'album'
      ? `album:${target.albumId}`
      : `selection:${target.mediaFileIds.join(',')}`;

/**
 * The Share modal of the library, the player and the album screen (docs/product.md, Shares): expiry, limits, password,
 * embedding, metadata removal (on for the photos and videos it can clean); 'Create Share Link'. `file` is the one-file
 * form of `target`.
 */
export function ShareFileModal({
  file,
  target: given,
  onClose,
}: {
  file?: ShareTarget | null;
  target?: ShareModalTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('sharing');
  const { t: tItems } = useTranslation('share-items');
  const target = given ?? (file ? fileShareTarget(file) : null);
  const description =
    target?.kind === 'file'
      ? t('shareModal.description', { name: target.name })
      : target?.kind === 'album'
        ? tItems('modal.albumDescription', { name: target.albumName })
        : target
          ? tItems('modal.selectionDescription', { count: target.mediaFileIds.length })
          : undefined;
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target && target.kind !== 'file' ? tItems('modal.title') : t('shareModal.title')}
      description={description}
    >
      {/* Keyed by target: another file or selection starts from an empty form. */}
      {target ? <ShareForm key={targetKey(target)} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function ShareForm({ target, onDone }: { target: ShareModalTarget; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const { t: tItems } = useTranslation('share-items');
  const mimeType = target.kind === 'file' ? target.mimeType : undefined;
  const { form, set, submit, error, created, pending } = useShareForm(mimeType, target.kind !== 'file');
  const [title, setTitle] = useState('');

  if (created) return <ShareCreatedView share={created} onDone={onDone} />;

  const ids: ShareTargetIds =
    target.kind === 'file'
      ? { kind: 'file', mediaFileId: target.mediaFileId }
      : target.kind === 'album'
        ? { kind: 'album', albumId: target.albumId }
        : { kind: 'selection', mediaFileIds: target.mediaFileIds, title };
  return (
    <form onSubmit={(e) => submit(e, ids)} className="space-y-4" noValidate>
      {target.kind === 'selection' ? (
        <Field
          label={tItems('modal.titleField')}
          placeholder={tItems('modal.titlePlaceholder', { count: target.mediaFileIds.length })}
          hint={tItems('modal.titleHint')}
          maxLength={TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="share-selection-title"
        />
      ) : null}
      <ShareFormFields form={form} onChange={set} mimeType={mimeType} />
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
