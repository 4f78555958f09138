import {
  DEVICE_TYPES,
  SHARE_ACCESS_EVENTS,
  type DeviceType,
  type ShareAccessEntry,
  type ShareAccessEvent,
} from '@vaultbox/common/schemas/share-activity.ts';
import type { AccessEntryRow } from '../../repos/share-access-log.repo.ts';

// An entry of a share's access log as its owner sees it: the share's activity page, its CSV and the account export.

const eventOf = (value: string): ShareAccessEvent =>
  (SHARE_ACCESS_EVENTS as readonly string[]).includes(value) ? (value as ShareAccessEvent) : 'page_view';
const deviceOf = (value: string | null): DeviceType | null =>
  (DEVICE_TYPES as readonly (string | null)[]).includes(value) ? (value as DeviceType) : null;

/** An entry as its owner sees it; the visitor is null when the entry was written with the owner's analytics off. */
export function toEntry(row: AccessEntryRow): ShareAccessEntry {
  const device = deviceOf(row.device);
  return {
    id: row.id,
    at: row.at,
    event: eventOf(row.event),
    visitor: device === null ? null : { network: row.network, browser: row.browser, os: row.os, device },
    recipient: row.recipient,
  };
}
