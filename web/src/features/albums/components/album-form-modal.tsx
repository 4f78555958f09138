import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALBUM_ORDERS, type Album } from '@vaultbox/common/schemas/albums.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field, FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useCreateAlbum } from '../../../lib/albums-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateAlbum } from '../api/update-album.ts';
import {
  albumChanges,
  albumFormProblem,
  albumFormValues,
  emptyAlbumForm,
  type AlbumFormValues,
} from '../album-form.ts';

/**
 * New album, or Edit album when `album` is given: name, description and order (docs/product.md, Albums). `open`
 * false hides it; `onSaved` gets the album as saved.
 */
export function AlbumFormModal({
  open,
  album,
  onClose,
  onSaved,
}: {
  open: boolean;
  album?: Album;
  onClose: () => void;
  onSaved?: (album: Album) => void;
}) {
  const { t } = useTranslation('albums');
  return (
    <Modal open={open} onClose={onClose} title={album ? t('form.editTitle') : t('form.newTitle')}>
      {/* Mounted while open: each opening starts from the album as it is now. */}
      {open ? <AlbumForm album={album} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function AlbumForm({
  album,
  onClose,
  onSaved,
}: {
  album?: Album;
  onClose: () => void;
  onSaved?: (album: Album) => void;
}) {
  const { t } = useTranslation('albums');
  const descriptionId = useId();
  const [values, setValues] = useState<AlbumFormValues>(() => (album ? albumFormValues(album) : emptyAlbumForm));
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAlbum();
  const update = useUpdateAlbum();
  const set = (change: Partial<AlbumFormValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setError(null);
  };

  const done = (saved: Album) => {
    notify.success(album ? t('form.saved') : t('form.created', { name: saved.name }));
    onSaved?.(saved);
    onClose();
  };
  const failed = (err: unknown) => setError(errorMessage(err, t('form.saveFailed')));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = albumFormProblem(values);
    if (problem) return setError(t(problem));
    setError(null);
    if (!album) {
      const body = { name: values.name.trim(), description: values.description.trim(), order: values.order };
      create.mutate(body, { onSuccess: done, onError: failed });
      return;
    }
    const changes = albumChanges(album, values);
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate({ id: album.id, changes }, { onSuccess: done, onError: failed });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field
        label={t('form.name')}
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        maxLength={TITLE_MAX}
        autoComplete="off"
        required
      />
      <div>
        <FieldLabel htmlFor={descriptionId}>{t('form.description')}</FieldLabel>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={DESCRIPTION_MAX}
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          className={inputClasses(false, 'resize-y')}
        />
      </div>
      <SelectField
        label={t('form.order')}
        value={values.order}
        options={ALBUM_ORDERS.map((order) => ({ value: order, label: t(`order.${order}`) }))}
        onChange={(order) => set({ order })}
      >
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{t(`order.${values.order}Hint`)}</p>
      </SelectField>
      <FormActions
        error={error}
        onCancel={onClose}
        saveLabel={album ? t('form.save') : t('form.create')}
        savingLabel={t('form.saving')}
        saving={create.isPending || update.isPending}
      />
    </form>
  );
}
