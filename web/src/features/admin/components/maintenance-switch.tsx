import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { Toggle } from '../../../components/ui/toggle.tsx';
import { notify } from '../../../lib/toast.ts';
import { useSystemInfo } from '../../../lib/system-info.ts';
import { useSetMaintenance } from '../api/set-maintenance.ts';
import { adminErrorText } from '../admin-error.ts';

/** The owner's maintenance switch (PUT /api/admin/maintenance); every open tab shows the notice while it is on. */
export function MaintenanceSwitch() {
  const { t } = useTranslation('admin');
  const info = useSystemInfo();
  const mutation = useSetMaintenance();
  const on = mutation.isPending ? (mutation.variables ?? false) : (info.data?.maintenance ?? false);
  return (
    <Card className="flex items-center gap-4 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500/10 text-amber-600 dark:text-amber-400">
        <Wrench className="size-5" />
      </span>
      <div className="min-w-0 flex-1" data-testid="maintenance-switch">
        <Toggle
          checked={on}
          disabled={!info.data || mutation.isPending}
          label={t('maintenance.label')}
          description={t('maintenance.description')}
          onChange={(enabled) =>
            mutation.mutate(enabled, {
              onSuccess: (now) => notify.admin('success', t(now ? 'maintenance.turnedOn' : 'maintenance.turnedOff')),
              onError: (error) => notify.admin('error', adminErrorText(error, t('maintenance.failed'))),
            })
          }
        />
      </div>
    </Card>
  );
}
