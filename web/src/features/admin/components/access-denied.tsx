import { useTranslation } from 'react-i18next';
import { ShieldX } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** 'Access Denied' with why (invite codes for admin and owner, users for the owner). */
export function AccessDenied({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState icon={<ShieldX className="size-6" />} title={t('app.accessDenied')} description={description} />
    </Card>
  );
}
