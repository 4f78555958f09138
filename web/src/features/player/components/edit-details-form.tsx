import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '@vaultbox/common/media-fields.ts';
import { FormActions } from '../../../components/form-actions.tsx';
import { Field, FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { parseTags } from '../player-math.ts';

/** ?edit=true: title, description and tags, saved with PUT /api/media/{id}. */
export function EditDetailsForm({ file, onDone }: { file: MediaFile; onDone: () => void }) {
  const { t } = useTranslation('media');
  const [title, setTitle] = useState(file.title);
  const [description, setDescription] = useState(file.description);
  const [tags, setTags] = useState(file.tags.join(', '));
  const [titleError, setTitleError] = useState<string | null>(null);
  const update = useUpdateMedia(file.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(t('player.editor.titleRequired'));
      return;
    }
    setTitleError(null);
    update.mutate(
      { title: title.trim(), description: description.trim(), tags: parseTags(tags) },
      {
        onSuccess: () => {
          notify.success(t('player.editor.saved'));
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, t('player.editor.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="edit-form">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('player.editor.heading')}</h3>
      <Field
        label={t('player.editor.title')}
        value={title}
        maxLength={TITLE_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={titleError}
        autoFocus
      />
      <div>
        <FieldLabel htmlFor="edit-description">{t('player.editor.description')}</FieldLabel>
        <textarea
          id="edit-description"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className={inputClasses(false, 'resize-y')}
        />
      </div>
      <Field
        label={t('player.editor.tags')}
        value={tags}
        onChange={(e) => setTags(e.target.value)}
        hint={t('player.editor.tagsHint')}
      />
      <FormActions
        error={update.isError ? errorMessage(update.error, t('player.editor.failed')) : null}
        onCancel={onDone}
        saveLabel={t('common.save')}
        savingLabel={t('common.saving')}
        saving={update.isPending}
      />
    </form>
  );
}
