import { useMutation } from '@tanstack/react-query';
import type { BackupCodesResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const res = await apiRequest<BackupCodesResponse>('/user/2fa/backup-codes', { method: 'POST', body: { password } });
  return res.backupCodes;
}

/** POST /api/user/2fa/backup-codes {password}: ten new codes; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation({ mutationFn: regenerateBackupCodes });
}
