import { STORAGE_BAR_COLOURS_AT, STORAGE_THRESHOLDS } from './constants.ts';

export type StorageStatus = 'low' | 'medium' | 'high' | 'full';
export type StorageBarColour = 'normal' | 'warning' | 'danger';

export function storagePercent(used: number, limit: number): number {
  if (limit <= 0) return used > 0 ? 100 : 0;
  return Math.round((used / limit) * 1000) / 10;
}

export function storageStatus(percent: number): StorageStatus {
  if (percent >= STORAGE_THRESHOLDS.full) return 'full';
  if (percent >= STORAGE_THRESHOLDS.high) return 'high';
  if (percent >= STORAGE_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** Sidebar bar: red above 90, warning above 75, normal otherwise. */
export function storageBarColour(percent: number): StorageBarColour {
  if (percent > STORAGE_BAR_COLOURS_AT.danger) return 'danger';
  if (percent > STORAGE_BAR_COLOURS_AT.warning) return 'warning';
  return 'normal';
}
