import { describe, expect, it } from 'vitest';
import { SHARE_RECIPIENTS_MAX } from '@vaultbox/common/constants.ts';
import { checkRecipients, recipientsOf, sameRecipients } from './share-recipients.ts';

describe('the share form recipients', () => {
  it('reads addresses one per line, or pasted with commas and semicolons, each once', () => {
    expect(recipientsOf(' ana@example.com\nBo@example.com, bo@example.com;cy@example.com\n\n')).toEqual([
      'ana@example.com',
      'Bo@example.com',
      'cy@example.com',
    ]);
    expect(recipientsOf('   ')).toEqual([]);
  });

  it('names the first address that is not one, and refuses more than the maximum', () => {
    expect(checkRecipients('ana@example.com\nnot-an-address')).toMatchObject({ ok: false, invalid: 'not-an-address' });
    const many = Array.from({ length: SHARE_RECIPIENTS_MAX + 1 }, (_, i) => `p${i}@example.com`).join('\n');
    expect(checkRecipients(many)).toMatchObject({ ok: false, tooMany: true, invalid: null });
    expect(checkRecipients('')).toEqual({ ok: true, value: [] });
  });

  it('tells a changed list from the stored one, case and order aside', () => {
    expect(sameRecipients('BO@example.com\nana@example.com', ['ana@example.com', 'bo@example.com'])).toBe(true);
    expect(sameRecipients('ana@example.com', ['ana@example.com', 'bo@example.com'])).toBe(false);
  });
});
