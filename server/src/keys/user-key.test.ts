import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createWrappedUserKey, openUserKey } from './user-key.ts';

describe('user key column', () => {
  const master = randomBytes(32);

  it('stores a random key per user that opens only with the master key and that user id', () => {
    const a = createWrappedUserKey(master, 'u1');
    const b = createWrappedUserKey(master, 'u1');
    expect(openUserKey(master, 'u1', a)).toHaveLength(32);
    expect(openUserKey(master, 'u1', a)).not.toEqual(openUserKey(master, 'u1', b));
    expect(() => openUserKey(master, 'u2', a)).toThrow();
    expect(() => openUserKey(randomBytes(32), 'u1', a)).toThrow();
  });
});
