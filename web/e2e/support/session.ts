import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from './test.ts';
import { filesDir } from './paths.ts';
import { createActiveUser, signIn, type Credentials } from './users.ts';

/**
 * A new active user for this spec file, signed in once (logins are rate limited): every test of the file starts from
 * that saved session. Call at the top of the file; `user()` reads the credentials inside a test.
 */
export function signedInOnce(prefix: string, options: { permissions?: string[] } = {}): { user: () => Credentials } {
  const sessionState = join(filesDir, `${prefix}-session.json`);
  // The request fixture and browser.newContext() read the file too: it starts as an empty session.
  mkdirSync(filesDir, { recursive: true });
  writeFileSync(sessionState, JSON.stringify({ cookies: [], origins: [] }));
  test.use({ storageState: sessionState, ...options });

  let user: Credentials | undefined;
  test.beforeAll(async ({ browser }) => {
    user = await createActiveUser(prefix);
    const context = await browser.newContext();
    await signIn(await context.newPage(), user);
    await context.storageState({ path: sessionState });
    await context.close();
  });
  return {
    user: () => {
      if (!user) throw new Error('signedInOnce: no user before beforeAll ran');
      return user;
    },
  };
}
