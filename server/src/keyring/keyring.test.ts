import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KeyUnwrapError } from '../storage/storage-errors.ts';
import { createKeyring, rewrapUserKey } from './keyring.ts';

describe('keyring: master -> user -> file', () => {
  const keyring = createKeyring(randomBytes(32));
  const owner = { id: 'user-1', wrapped_key: keyring.newUserKey('user-1') };
  const stored = (id: string, wrappedKey: string) => ({
    id,
    wrapped_key: wrappedKey,
    storage_format: 'encrypted' as const,
  });

  it('gives every user and every file a fresh random key', () => {
    expect(keyring.newUserKey('user-1')).not.toBe(owner.wrapped_key);
    const a = keyring.newFileKey(owner, 'file-1');
    const b = keyring.newFileKey(owner, 'file-1');
    expect(a.encryption.fileKey).toHaveLength(32);
    expect(a.encryption.fileKey.equals(b.encryption.fileKey)).toBe(false);
    expect(a.encryption.fileId).toBe('file-1');
  });

  it('opens a file key only through its owner, bound to the file id', () => {
    const { encryption, wrappedKey } = keyring.newFileKey(owner, 'file-1');
    expect(keyring.fileKey(owner, stored('file-1', wrappedKey))?.equals(encryption.fileKey)).toBe(true);
    // Another file's row, another user's key, or the right key under a different id: never.
    expect(() => keyring.fileKey(owner, stored('file-2', wrappedKey))).toThrow(KeyUnwrapError);
    const stranger = { id: 'user-2', wrapped_key: keyring.newUserKey('user-2') };
    expect(() => keyring.fileKey(stranger, stored('file-1', wrappedKey))).toThrow(KeyUnwrapError);
    expect(() => keyring.fileKey({ ...owner, id: 'user-2' }, stored('file-1', wrappedKey))).toThrow(KeyUnwrapError);
  });

  it('needs its own master key', () => {
    const { wrappedKey } = keyring.newFileKey(owner, 'file-1');
    expect(() => createKeyring(randomBytes(32)).fileKey(owner, stored('file-1', wrappedKey))).toThrow(KeyUnwrapError);
  });

  it('never accepts a wrapped user key as a file key with the same id', () => {
    expect(() => keyring.fileKey(owner, stored('user-1', owner.wrapped_key))).toThrow(KeyUnwrapError);
  });

  it('has no key for a file stored plain', () => {
    expect(keyring.fileKey(owner, { id: 'f', wrapped_key: null, storage_format: 'plain' })).toBeNull();
  });

  it('re-wraps a user key under a new master key: the files it wraps open under the new key only', () => {
    const [oldMaster, newMaster] = [randomBytes(32), randomBytes(32)];
    const before = { id: 'user-9', wrapped_key: createKeyring(oldMaster).newUserKey('user-9') };
    const { encryption, wrappedKey } = createKeyring(oldMaster).newFileKey(before, 'file-9');
    const after = { ...before, wrapped_key: rewrapUserKey(oldMaster, newMaster, before) };
    const file = stored('file-9', wrappedKey);
    expect(createKeyring(newMaster).fileKey(after, file)?.equals(encryption.fileKey)).toBe(true);
    expect(() => createKeyring(oldMaster).fileKey(after, file)).toThrow(KeyUnwrapError);
    expect(() => rewrapUserKey(newMaster, oldMaster, before)).toThrow(KeyUnwrapError);
  });

  it('derives distinct, stable keys per purpose', () => {
    expect(keyring.derive('a').equals(keyring.derive('a'))).toBe(true);
    expect(keyring.derive('a').equals(keyring.derive('b'))).toBe(false);
  });
});
