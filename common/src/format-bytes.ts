const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Human size in base 1024 (docs/product.md, Formats): 0 Bytes, 1.5 KB, 100 MB. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exp = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exp;
  return `${parseFloat(value.toFixed(decimals))} ${UNITS[exp]}`;
}
