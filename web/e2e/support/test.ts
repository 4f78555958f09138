import { test as base, type APIRequestContext } from '@playwright/test';

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

/** Playwright's test, with the `request` fixture resending a request its reused socket reset before it was read. */
export const test = base.extend({
  request: async ({ request }, use) => {
    await use(resendingResets(request));
  },
});
