import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUp, Trash2 } from 'lucide-react';
import { AVATAR_MAX_BYTES } from '@vaultbox/common/constants.ts';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify, toastOutcome } from '../../../lib/toast.ts';
import { useDeleteAvatar } from '../api/delete-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { SettingsSection } from './settings-section.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Upload a picture (at most 5 MB; the server makes a small square of it) or remove it. */
export function AvatarEditor({ user }: { user: User }) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const profileFailure = (error: unknown) => errorMessage(error, t('messages.profileFailed'));

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      notify.error(t('avatar.tooLarge', { size: formatBytes(AVATAR_MAX_BYTES) }));
      return;
    }
    upload.mutate(file, toastOutcome(t('avatar.uploaded'), profileFailure));
  };

  const onRemove = () => remove.mutate(undefined, toastOutcome(t('avatar.removed'), profileFailure));

  return (
    <SettingsSection
      title={t('avatar.title')}
      description={t('avatar.description', { size: formatBytes(AVATAR_MAX_BYTES) })}
    >
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} className="size-20 text-3xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            className="sr-only"
            onChange={onFile}
            data-testid="avatar-input"
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            variant="secondary"
            icon={<ImageUp className="size-4" />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t('avatar.uploading') : t('avatar.upload')}
          </Button>
          {user.avatar ? (
            <Button variant="ghost" icon={<Trash2 className="size-4" />} loading={remove.isPending} onClick={onRemove}>
              {t('avatar.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
