import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import type { PublicProfile } from '@vaultbox/common/schemas/public-profile.ts';
import { profileName } from '../public-viewer.ts';

/** The profile's picture, name, @username and bio. */
export function ProfileHeader({ profile, total }: { profile: PublicProfile; total: number }) {
  const { t } = useTranslation('profile');
  const [broken, setBroken] = useState(false);
  const name = profileName(profile);
  return (
    <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-600/10 text-indigo-500">
        {profile.avatar && !broken ? (
          <img
            src={profile.avatar}
            alt={t('avatarOf', { name })}
            className="size-full object-cover"
            referrerPolicy="no-referrer"
            onError={() => setBroken(true)}
            data-testid="profile-avatar"
          />
        ) : (
          <UserRound className="size-10" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h1
          className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-white"
          data-testid="profile-name"
        >
          {name}
        </h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">@{profile.username}</p>
        {profile.bio ? (
          <p
            className="mt-3 max-w-2xl text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300"
            data-testid="profile-bio"
          >
            {profile.bio}
          </p>
        ) : null}
        <p className="mt-3 text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('fileCount', { count: total })}
        </p>
      </div>
    </header>
  );
}
