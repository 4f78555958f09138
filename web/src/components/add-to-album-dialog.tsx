import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPlus } from 'lucide-react';
import { TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import { useAddToAlbum, useAlbumChoices, useCreateAlbum } from '../lib/albums-api.ts';
import { errorMessage } from '../lib/api-client.ts';
import { notify } from '../lib/toast.ts';
import { FormActions } from './form-actions.tsx';
import { Field } from './ui/field.tsx';
import { Modal } from './ui/modal.tsx';
import { SelectField } from './ui/select-field.tsx';

const NEW_ALBUM = '';

/**
 * "Add to album" of the library's selection and of the player (docs/product.md, Albums): an existing album, or a new
 * one made with the files in it. Files already in the album are skipped by the server.
 */
export function AddToAlbumDialog({
  mediaIds,
  onClose,
  onAdded,
}: {
  /** The files to add; null while the dialog is closed. */
  mediaIds: string[] | null;
  onClose: () => void;
  onAdded?: () => void;
}) {
  const { t } = useTranslation('albums');
  return (
    <Modal
      open={mediaIds !== null}
      onClose={onClose}
      title={t('add.title')}
      description={mediaIds ? t('add.description', { count: mediaIds.length }) : undefined}
    >
      {mediaIds ? (
        <AddToAlbumForm
          mediaIds={mediaIds}
          onCancel={onClose}
          onDone={() => {
            onAdded?.();
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

function AddToAlbumForm({
  mediaIds,
  onCancel,
  onDone,
}: {
  mediaIds: string[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('albums');
  const { albums, isPending } = useAlbumChoices();
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddToAlbum();
  const create = useCreateAlbum();
  // Until the user picks, the first album is proposed; with none yet, a new one.
  const albumId = chosen ?? albums[0]?.id ?? NEW_ALBUM;
  const making = albumId === NEW_ALBUM;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const count = mediaIds.length;
    if (making) {
      if (!name.trim()) return setError(t('add.nameRequired'));
      create.mutate(
        { name: name.trim(), mediaIds },
        {
          onSuccess: (album) => {
            notify.success(t('add.created', { count, name: album.name }));
            onDone();
          },
          onError: (err) => setError(errorMessage(err, t('add.failed'))),
        },
      );
      return;
    }
    add.mutate(
      { albumId, mediaIds },
      {
        onSuccess: ({ album }) => {
          notify.success(t('add.added', { count, name: album.name }));
          onDone();
        },
        onError: (err) => setError(errorMessage(err, t('add.failed'))),
      },
    );
  };

  const options = [
    ...albums.map((album) => ({ value: album.id, label: album.name })),
    { value: NEW_ALBUM, label: t('add.newAlbumOption') },
  ];
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <SelectField label={t('add.album')} value={albumId} options={options} onChange={setChosen} disabled={isPending} />
      {making ? (
        <Field
          label={t('form.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={TITLE_MAX}
          icon={<FolderPlus className="size-4" />}
          autoComplete="off"
        />
      ) : null}
      <FormActions
        error={error}
        onCancel={onCancel}
        saveLabel={making ? t('add.createAndAdd') : t('add.submit')}
        savingLabel={t('add.adding')}
        saving={add.isPending || create.isPending}
      />
    </form>
  );
}
