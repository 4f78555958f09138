import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { RequestDetails } from 'web-push';
import type { PushPayload } from '@vaultbox/common/schemas/notifications.ts';
import type { AppContext } from '../../context.ts';
import { isAllowedPushAddress, pushEndpointProblem } from './push-endpoint-rule.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the browser unsubscribed (404/410), forget it; failed: try next time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages (RFC 8291 payload encryption and VAPID by the web-push package, which builds the request;
 * we send it ourselves, so that every address a name resolves to passes the endpoint rule before a byte goes out, and
 * no redirect is followed).
 */
export function createPushSender(ctx: AppContext) {
  const allowLoopback = ctx.config.pushToLoopback;
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => (keys ??= loadVapidKeys(ctx.config));
  const subject = ctx.config.appUrl.startsWith('https://')
    ? ctx.config.appUrl
    : `mailto:${/<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom}`;

  /** The system resolver, refusing names that lead into the server's own network. */
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = addresses.find((a) => !isAllowedPushAddress(a.address, allowLoopback));
      if (bad || addresses.length === 0) {
        return callback(new Error(`push endpoint ${hostname} resolves to a refused address`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };

  function post(details: RequestDetails): Promise<number> {
    const url = new URL(details.endpoint);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        url,
        { method: 'POST', headers: details.headers, lookup: guardedLookup, timeout: PUSH_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service timed out')));
      request.on('error', reject);
      request.end(details.body ?? undefined);
    });
  }

  async function send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const problem = pushEndpointProblem(target.endpoint, allowLoopback);
    if (problem) {
      ctx.log.warn({ problem }, 'push not sent: the endpoint is refused');
      return 'gone';
    }
    try {
      const { publicKey, privateKey } = await vapidKeys();
      // web-push is loaded at the first message, not at start: most instances never send one.
      const { default: webpush } = await import('web-push');
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, publicKey, privateKey }, TTL: TTL_SECONDS },
      );
      const status = await post(details);
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) {
        ctx.log.warn({ status }, 'push service refused a message');
        return 'failed';
      }
      return 'sent';
    } catch (error) {
      ctx.log.warn({ err: error }, 'push not sent');
      return 'failed';
    }
  }

  return { send, publicKey: async () => (await vapidKeys()).publicKey };
}

export type PushSender = ReturnType<typeof createPushSender>;
