import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from '../../src/config.ts';
import { findUserByEmail } from '../../src/repos/user.repo.ts';
import { validRegistration } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInAs } from './admin-world.ts';

const GIB = 1024 ** 3;
const limitOf = (value?: string) =>
  buildConfig(value === undefined ? {} : { DEFAULT_STORAGE_LIMIT: value }).defaultStorageLimit;

describe('DEFAULT_STORAGE_LIMIT', () => {
  it('is 1 GiB unless set, and takes bytes or a size (base 1024)', () => {
    expect(limitOf()).toBe(GIB);
    expect(limitOf('')).toBe(GIB);
    expect(limitOf('5368709120')).toBe(5 * GIB);
    expect(limitOf('10GB')).toBe(10 * GIB);
    expect(limitOf('1.5 gb')).toBe(1.5 * GIB);
    expect(limitOf('500MB')).toBe(500 * 1024 ** 2);
    expect(limitOf('1TB')).toBe(1024 * GIB);
    expect(limitOf('10 GiB')).toBe(10 * GIB);
    expect(limitOf('2048kib')).toBe(2 * 1024 ** 2);
    expect(limitOf('0')).toBe(0);
  });

  it.each(['lots', '-1GB', '2TB', '10 GB of space', '1e3', '5 ib'])(
    'stops start-up on %s with one line naming the variable',
    (value) => {
      expect(() => limitOf(value)).toThrow(ConfigError);
      expect(() => limitOf(value)).toThrow(
        'Invalid configuration: DEFAULT_STORAGE_LIMIT must be a number of bytes or a size such as 10GB, at most 1TB',
      );
    },
  );

  describe('on a running instance', () => {
    const t = useTestApp({ env: { DEFAULT_STORAGE_LIMIT: '3GB', INVITE_ONLY: 'false' } });

    it('is the limit of registered and owner-made accounts alike', async () => {
      const reg = validRegistration();
      expect((await t.api.post('/api/auth/register', { body: reg })).status).toBe(201);
      expect((await findUserByEmail(t.ctx.db, reg.email))?.storage_limit).toBe(3 * GIB);

      const owner = await signedInAs(t.ctx, t.api, 'owner');
      const made = await t.api.post('/api/admin/users', {
        token: owner.token,
        body: { username: 'made_default', email: 'made.default@example.com', password: 'Made-Default-1' },
      });
      expect(made.body.user.storageLimit).toBe(3 * GIB);
    });
  });
});
