import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import type {
  PushKeyResponse,
  PushSubscriptionRequest,
  PushUnsubscribeRequest,
} from '@vaultbox/common/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/notifications/push-key: the server's VAPID public key (base64url), which a browser subscribes with. */
export async function fetchPushKey(): Promise<string> {
  const { publicKey } = await apiRequest<PushKeyResponse>('/notifications/push-key');
  return publicKey;
}

/** POST /api/notifications/push-subscriptions: this browser's subscription, as PushSubscription.toJSON() gives it. */
export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/notifications/push-subscriptions', { method: 'POST', body: subscription });
}

/** DELETE /api/notifications/push-subscriptions: the server forgets this browser. */
export function deletePushSubscription(request: PushUnsubscribeRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/notifications/push-subscriptions', { method: 'DELETE', body: request });
}
