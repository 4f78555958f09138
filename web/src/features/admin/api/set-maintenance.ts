import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaintenanceResponse } from '@vaultbox/common/schemas/system.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys, type SystemFacts } from '../../../lib/system-info.ts';

export async function setMaintenance(enabled: boolean): Promise<boolean> {
  const res = await apiRequest<MaintenanceResponse>('/admin/maintenance', { method: 'PUT', body: { enabled } });
  return res.maintenance;
}

/** PUT /api/admin/maintenance: while on, only the owner may change anything; the app-wide notice follows at once. */
export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMaintenance,
    onSuccess: (maintenance) => {
      queryClient.setQueryData<SystemFacts>(systemKeys.info, (info) => (info ? { ...info, maintenance } : info));
      void queryClient.invalidateQueries({ queryKey: systemKeys.info });
    },
  });
}
