import type { PushSubscriptionRequest } from '@vaultbox/common/schemas/notifications.ts';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from './api/push-subscriptions.ts';

/** The service worker that shows push messages (web/public, served at the root so its scope is the whole app). */
export const PUSH_WORKER_URL = '/push-worker.js';

/** What this browser can do: push, not at all, or not on this address (push needs HTTPS or localhost). */
export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export type PushState = 'on' | 'off' | 'blocked';

/** Why turning push on stopped; `failed` carries the browser's or server's words. */
export class PushRefused extends Error {
  constructor(
    readonly reason: 'denied' | 'unsupported' | 'insecure' | 'failed',
    message: string = reason,
  ) {
    super(message);
    this.name = 'PushRefused';
  }
}

export function pushSupport(scope: typeof globalThis = globalThis): PushSupport {
  if (!('serviceWorker' in scope.navigator) || !('PushManager' in scope) || !('Notification' in scope)) {
    return 'unsupported';
  }
  return scope.isSecureContext ? 'supported' : 'insecure';
}

/** A base64url text (the VAPID key) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this browser shows the account's notifications now (without asking anything). */
export async function currentPushState(): Promise<PushState> {
  if (pushSupport() !== 'supported') return 'off';
  if (Notification.permission === 'denied') return 'blocked';
  return (await existingSubscription()) ? 'on' : 'off';
}

/**
 * Asks for permission, registers the worker, subscribes with the server's key and hands the subscription to the
 * server. An earlier subscription of this browser is replaced: it may belong to another key or another account.
 */
export async function turnOnPush(): Promise<void> {
  const support = pushSupport();
  if (support !== 'supported') throw new PushRefused(support);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
  try {
    await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const [key, earlier] = await Promise.all([fetchPushKey(), registration.pushManager.getSubscription()]);
    await earlier?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(key),
    });
    await savePushSubscription(subscription.toJSON() as PushSubscriptionRequest);
  } catch (error) {
    throw new PushRefused('failed', error instanceof Error ? error.message : String(error));
  }
}

/** The server forgets this browser, then the browser drops its subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await existingSubscription();
  if (!subscription) return;
  await deletePushSubscription({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
