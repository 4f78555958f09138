import { describe, expect, it } from 'vitest';
import { backupCodesText } from './backup-codes-file.ts';

describe('backupCodesText', () => {
  it('lists one code a line under the heading, the account and the date', () => {
    const text = backupCodesText(
      ['abcde-fghij', 'klmno-pqrst'],
      'Backup codes',
      'ada@example.com',
      new Date('2025-01-02T03:04:05Z'),
    );
    expect(text).toBe('Backup codes\nada@example.com\n2025-01-02\n\nabcde-fghij\nklmno-pqrst\n');
  });
});
