import { describe, expect, it } from 'vitest';
import { countUsers, findUserByEmail } from '../src/repos/user.repo.ts';
import { listActivityOfUser } from '../src/repos/activity.repo.ts';

import { buildUser, validRegistration } from './helpers/factories.ts';
import { linkToken, waitForMail } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('POST /api/auth/register (open registration)', () => {
  const t = useTestApp({ env: { INVITE_ONLY: 'false' } });
  const { api } = t;

  it('makes the first account an active owner who can sign in at once, without mail', async () => {
    const reg = validRegistration({ username: 'FirstOwner' });
    const res = await api.post('/api/auth/register', { body: reg });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, activated: true });
    const row = await findUserByEmail(t.ctx.db, reg.email);
    expect(row).toMatchObject({ role: 'owner', is_active: true, username: 'FirstOwner', username_lower: 'firstowner' });
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    // The stored key opens under the master key and this user's id: a file key can be made under it.
    expect(t.ctx.keyring.newFileKey(row!, 'probe').encryption.fileKey).toHaveLength(32);
    const login = await api.post('/api/auth/login', { body: { email: reg.email, password: reg.password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role).toBe('owner');
    const actions = (await listActivityOfUser(t.ctx.db, row!.id)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['register', 'login']));
  });

  it('makes later accounts inactive users and mails an activation link', async () => {
    const reg = validRegistration();
    const res = await api.post('/api/auth/register', { body: reg });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      activated: false,
      message: 'Account created successfully! Please check your email to verify your account.',
    });
    expect(await findUserByEmail(t.ctx.db, reg.email)).toMatchObject({
      role: 'user',
      is_active: false,
      activated_at: null,
    });
    const mail = await waitForMail(t.dataDir, reg.email);
    expect(mail.subject).toContain('Activate');
    expect(mail.text).toContain('http://vaultbox.test/activate/');
    expect(mail.text).toContain('30 minutes');
    expect(mail.text).toMatch(/Content-Type: text\/plain/i);
    expect(mail.text).toMatch(/Content-Type: text\/html/i);
    expect(linkToken(mail, 'activate').length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a taken email or username regardless of case with 409', async () => {
    const existing = await buildUser(t.ctx, { email: 'Taken@Example.com', username: 'TakenName' });
    const refusals = [
      [{ email: 'taken@EXAMPLE.com' }, 'EMAIL_TAKEN', 'An account with this email address already exists'],
      [{ username: 'takenname' }, 'USERNAME_TAKEN', 'This username is already taken'],
    ] as const;
    for (const [taken, code, error] of refusals) {
      const res = await api.post('/api/auth/register', { body: validRegistration(taken) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, code, error });
    }
    expect(existing.user.email).toBe('Taken@Example.com');
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['username too short', { username: 'ab' }, 'username: Username must be at least 3 characters'],
    [
      'username with spaces',
      { username: 'has space' },
      'username: Username may contain only letters, numbers, dots, dashes and underscores',
    ],
    ['username missing', { username: undefined }, 'username: Username is required'],
    ['username not text', { username: 42 }, 'username: Username must be text'],
    ['email invalid', { email: 'not-an-email' }, 'email: Please enter a valid email address'],
    ['email missing', { email: undefined }, 'email: Email is required'],
    ['email empty', { email: '  ' }, 'email: Email is required'],
    ['password short', { password: 'Ab1' }, 'password: Password must be at least 8 characters long'],
    [
      'password without lowercase',
      { password: 'ABCDEFG1' },
      'password: Password must contain at least one lowercase letter',
    ],
    [
      'password without uppercase',
      { password: 'abcdefg1' },
      'password: Password must contain at least one uppercase letter',
    ],
    ['password without number', { password: 'Abcdefgh' }, 'password: Password must contain at least one number'],
    ['password missing', { password: undefined }, 'password: Password is required'],
    ['password not text', { password: ['Abcdefg1'] }, 'password: Password must be text'],
    ['unknown field', { isAdmin: true }, 'isAdmin: Unknown field'],
    ['a 100 kB username', { username: 'a'.repeat(100_000) }, 'username: Username must be at most 50 characters'],
    ['a 100 kB email', { email: `${'a'.repeat(100_000)}@x.io` }, 'email: Email is too long'],
    ['a 100 kB password', { password: `Aa1${'a'.repeat(100_000)}` }, 'password: Password is too long'],
    ['a 100 kB invite code', { inviteCode: 'x'.repeat(100_000) }, 'inviteCode: Invite code is too long'],
  ];
  it.each(invalid)('answers 400 naming the field and writes nothing: %s', async (_name, change, error) => {
    const before = await countUsers(t.ctx.db);
    const res = await api.post('/api/auth/register', { body: validRegistration(change) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    expect(await countUsers(t.ctx.db)).toBe(before);
  });

  it('answers 400 for malformed JSON, a missing body and a non-object body', async () => {
    const malformed = await api.post('/api/auth/register', { rawBody: '{"username": "x",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, error: 'Request body is not valid JSON', code: 'INVALID_JSON' });
    const missing = await api.post('/api/auth/register');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('body: Request body is required');
    const array = await api.post('/api/auth/register', { body: ['x'] });
    expect(array.status).toBe(400);
    expect(array.body.error).toBe('body: Request body must be a JSON object');
  });
});
