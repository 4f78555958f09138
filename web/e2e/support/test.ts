import { test as base, type APIRequestContext } from '@playwright/test';
import { startWorking, stopWorking, takeTurn } from './turns.ts';

export * from '@playwright/test';

/** The calls of an API context that send a request. */
const SENDING = ['delete', 'fetch', 'get', 'head', 'patch', 'post', 'put'];

/**
 * The server closes a kept-alive socket after 5 s without a request (docs/security.md). Node's HTTP agent under
 * Playwright's API context does not know that, so a call made just as the server closes the socket it reuses fails with
 * ECONNRESET before the server has read it; a browser sends such a request again on a new socket, Node does not.
 * Playwright's `maxRetries` does the browser's part: it retries only ECONNRESET.
 */
function resendingResets(context: APIRequestContext): APIRequestContext {
  return new Proxy(context, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target);
      if (typeof member !== 'function') return member;
      const call = member as (...args: unknown[]) => unknown;
      if (typeof property === 'string' && SENDING.includes(property))
        return (url: unknown, options?: object) => call.call(target, url, { maxRetries: 2, ...options });
      return call.bind(target);
    },
  });
}

/**
 * Playwright's test, with the `request` fixture resending a request its reused socket reset before it was read, and
 * every test waiting for its turn (support/turns.ts: a test tagged @alone runs while no other does).
 */
export const test = base.extend<{ request: APIRequestContext; turn: void }, { working: void }>({
  working: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: it needs none
    async ({}, use) => {
      startWorking();
      await use();
      stopWorking();
    },
    { scope: 'worker', auto: true },
  ],
  request: async ({ request }, use) => {
    await use(resendingResets(request));
  },
  turn: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use, testInfo) => {
      const asked = Date.now();
      const release = await takeTurn(testInfo.tags.includes('@alone'));
      // The wait is not the test's: it gets its whole time from here (an @alone test can take a minute).
      testInfo.setTimeout(testInfo.timeout + (Date.now() - asked));
      try {
        await use();
      } finally {
        release();
      }
    },
    // Waiting for the other worker's 100,000-file test can take two minutes.
    { auto: true, timeout: 300_000 },
  ],
});
