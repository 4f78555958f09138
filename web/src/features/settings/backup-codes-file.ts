/** The .txt a person keeps: a heading, the account, the date, one code a line. */
export function backupCodesText(codes: readonly string[], heading: string, account: string, createdAt: Date): string {
  return [heading, account, createdAt.toISOString().slice(0, 10), '', ...codes, ''].join('\n');
}

export const BACKUP_CODES_FILE_NAME = 'vaultbox-backup-codes.txt';
