import { useTranslation } from 'react-i18next';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { Card } from '../../../components/ui/card.tsx';
import { displayNameOf } from '../../../lib/session.ts';
import { useSinceText } from '../use-since-text.ts';
import { accountAge } from '../time-formats.ts';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/** Who is signed in: picture, name, address, role and tier, account age and last sign-in (docs/product.md, Formats). */
export function AccountOverview({ user }: { user: User }) {
  const { formatDate } = useFormat();
  const { t } = useTranslation('settings');
  const { t: tApp } = useTranslation();
  const since = useSinceText();
  const age = accountAge(user.createdAt);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <UserAvatar user={user} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold text-slate-900 dark:text-white" data-testid="profile-name">
          {displayNameOf(user)}
        </p>
        <p className="truncate text-sm text-slate-500 dark:text-slate-400">{user.email}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {t(`roles.${user.role}`)}
          </span>
          <span className="rounded-full bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-600 uppercase dark:text-indigo-300">
            {tApp(`tiers.${user.tier}`)}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:block sm:space-y-2 sm:text-right">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('profile.memberFor')}</dt>
          <dd
            className="font-medium text-slate-800 dark:text-slate-200"
            title={formatDate(user.createdAt)}
            data-testid="account-age"
          >
            {age ? t(`time.age.${age.unit}`, { count: age.count }) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t('profile.lastLogin')}</dt>
          <dd className="font-medium text-slate-800 dark:text-slate-200" data-testid="last-login">
            {user.lastLoginAt ? since(user.lastLoginAt) : t('profile.never')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
