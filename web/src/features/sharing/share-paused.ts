import type { ShareLink } from '@vaultbox/common/schemas/share.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a link is paused, when its leak alert paused it (docs/product.md, Share activity): 'Paused: more than 20
 * visitors within an hour.'; null for every other link. Turning the link on again clears it.
 */
export function pausedReason(
  share: Pick<ShareLink, 'isActive' | 'pausedByLeak' | 'leakAlertVisitors'>,
  t: Translate,
): string | null {
  if (!share.pausedByLeak || share.isActive) return null;
  return share.leakAlertVisitors != null
    ? t('list.paused', { count: share.leakAlertVisitors })
    : t('list.pausedUnknown');
}
