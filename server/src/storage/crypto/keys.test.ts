import { describe, expect, it } from 'vitest';
import { KeyUnwrapError } from '../storage-errors.ts';
import { KEY_BYTES, WRAPPED_KEY_BYTES, generateKey, unwrapKey, wrapKey } from './keys.ts';

describe('generateKey', () => {
  it('returns 32 fresh random bytes each time', () => {
    const a = generateKey();
    const b = generateKey();
    expect(a).toHaveLength(KEY_BYTES);
    expect(a.equals(b)).toBe(false);
  });
});

describe('wrapKey / unwrapKey', () => {
  const kek = generateKey();
  const key = generateKey();

  it('round trips and produces version + nonce + ciphertext + tag', () => {
    const wrapped = wrapKey(kek, key, 'ctx');
    expect(wrapped).toHaveLength(WRAPPED_KEY_BYTES);
    expect(wrapped[0]).toBe(1);
    expect(wrapped.includes(key)).toBe(false);
    expect(unwrapKey(kek, wrapped, 'ctx').equals(key)).toBe(true);
  });

  it('uses a fresh nonce for every wrap', () => {
    expect(wrapKey(kek, key, 'ctx').equals(wrapKey(kek, key, 'ctx'))).toBe(false);
  });

  it('fails with a clear error on a wrong kek', () => {
    const wrapped = wrapKey(kek, key, 'ctx');
    expect(() => unwrapKey(generateKey(), wrapped, 'ctx')).toThrow(KeyUnwrapError);
    expect(() => unwrapKey(generateKey(), wrapped, 'ctx')).toThrow(/Cannot unwrap key/);
  });

  it('fails on a wrong aad', () => {
    expect(() => unwrapKey(kek, wrapKey(kek, key, 'ctx'), 'other')).toThrow(KeyUnwrapError);
  });

  it('fails on any changed byte, including the version', () => {
    const wrapped = wrapKey(kek, key, 'ctx');
    for (const position of [0, 1, 13, 30, WRAPPED_KEY_BYTES - 1]) {
      const tampered = Buffer.from(wrapped);
      tampered[position] ^= 0x01;
      expect(() => unwrapKey(kek, tampered, 'ctx')).toThrow(KeyUnwrapError);
    }
  });

  it('fails on a wrong length', () => {
    const wrapped = wrapKey(kek, key, 'ctx');
    expect(() => unwrapKey(kek, wrapped.subarray(1), 'ctx')).toThrow(KeyUnwrapError);
    expect(() => unwrapKey(kek, Buffer.concat([wrapped, Buffer.of(0)]), 'ctx')).toThrow(KeyUnwrapError);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => wrapKey(Buffer.alloc(16), key, 'ctx')).toThrow(TypeError);
    expect(() => wrapKey(kek, Buffer.alloc(31), 'ctx')).toThrow(TypeError);
  });
});
