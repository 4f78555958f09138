import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, Save, UserRound } from 'lucide-react';
import { BIO_MAX } from '@vaultbox/common/constants.ts';
import type { UpdateProfileRequest, User } from '@vaultbox/common/schemas/user.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldLabel, inputClasses } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { emailChanged, validateProfile, type ProfileErrors, type ProfileValues } from '../settings-validation.ts';
import { useTextFields } from '../use-text-fields.ts';
import { SettingsSection } from './settings-section.tsx';

/** An avatar the server stores (uploaded) is not a URL the person typed. */
const isUploadedAvatar = (avatar: string | null) => avatar?.startsWith('/api/') ?? false;

/**
 * The profile form: Display Name, Email (a new one needs the current password and a mailed link), Avatar URL, and the
 * bio the public profile page shows.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const initialAvatar = isUploadedAvatar(user.avatar) ? '' : (user.avatar ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const { values, setValues, field } = useTextFields<ProfileValues>(
    { displayName: user.displayName ?? '', email: user.email, avatarUrl: initialAvatar, currentPassword: '' },
    (key) => setErrors((e) => ({ ...e, [key]: undefined })),
  );
  const [bio, setBio] = useState(user.bio ?? '');
  const bioId = useId();
  const update = useUpdateProfile();
  const newEmail = emailChanged(values.email, user.email);

  /** An input bound to its value, with what validation said about it. */
  const bind = (key: keyof ProfileValues) => {
    const error = errors[key];
    return { ...field(key), error: error ? t(error) : null };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values, user.email);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes: UpdateProfileRequest = {};
    if (values.displayName.trim() !== (user.displayName ?? '')) changes.displayName = values.displayName.trim();
    if (values.email.trim() !== user.email) changes.email = values.email.trim();
    if (newEmail) changes.currentPassword = values.currentPassword;
    if (values.avatarUrl.trim() !== initialAvatar) changes.avatar = values.avatarUrl.trim();
    if (bio.trim() !== (user.bio ?? '')) changes.bio = bio.trim();
    if (Object.keys(changes).length === 0) {
      notify.info(t('profile.nothingChanged'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        // One message per action (docs/product.md, Layout): a new address's notice says the save and the mailed link.
        if (!(newEmail && saved.pendingEmail)) notify.success(t('messages.profileUpdated'));
        setValues((v) => ({ ...v, email: saved.email, currentPassword: '' }));
      },
    });
  };

  const failure = update.error ? errorMessage(update.error, t('messages.profileFailed')) : null;
  return (
    <SettingsSection title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {failure ? (
          <Alert tone="error" title={t('messages.profileFailed')}>
            {failure}
          </Alert>
        ) : null}
        <Field
          label={t('profile.displayName')}
          placeholder={t('profile.displayNamePlaceholder')}
          {...bind('displayName')}
          autoComplete="name"
          maxLength={100}
          icon={<UserRound className="size-4" />}
        />
        <Field
          label={t('profile.email')}
          type="email"
          {...bind('email')}
          hint={t('profile.emailHint')}
          autoComplete="email"
          icon={<Mail className="size-4" />}
        />
        {newEmail ? (
          <PasswordField
            label={t('profile.currentPassword')}
            placeholder={t('profile.currentPasswordPlaceholder')}
            {...bind('currentPassword')}
            hint={t('profile.currentPasswordHint')}
            autoComplete="current-password"
          />
        ) : null}
        <Field
          label={t('profile.avatarUrl')}
          type="url"
          placeholder="https://"
          {...bind('avatarUrl')}
          hint={isUploadedAvatar(user.avatar) ? t('profile.avatarUrlUploaded') : t('profile.avatarUrlHint')}
        />
        <div>
          <FieldLabel htmlFor={bioId}>{t('profile.bio')}</FieldLabel>
          <textarea
            id={bioId}
            rows={3}
            maxLength={BIO_MAX}
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            aria-describedby={`${bioId}-hint`}
            className={inputClasses(false, 'resize-y')}
          />
          <p id={`${bioId}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
            {t('profile.bioHint', { max: BIO_MAX, count: bio.length })}
          </p>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} icon={<Save className="size-4" />}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
