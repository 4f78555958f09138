import { useTranslation } from 'react-i18next';
import { Construction, ShieldX } from 'lucide-react';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { usePageTitle } from '../lib/page-title.ts';
import { useSession } from '../lib/session.ts';
import { canManageInvites } from './guard-decisions.ts';

/** A main area whose own issue has not landed yet: its title and a short note. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h2>
      <Card>
        <EmptyState icon={<Construction className="size-6" />} title={title} description={t('app.comingSoon')} />
      </Card>
    </div>
  );
}

/** The invite-codes route is open to every signed-in user; the screen denies all but admin and owner (SPEC §2). */
export function InviteCodesPlaceholder() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle(t('pages.inviteCodes'));
  if (!canManageInvites(user?.role ?? null)) {
    return (
      <Card>
        <EmptyState
          icon={<ShieldX className="size-6" />}
          title={t('app.accessDenied')}
          description={t('app.noPermission')}
        />
      </Card>
    );
  }
  return <PlaceholderScreen titleKey="pages.inviteCodes" />;
}
