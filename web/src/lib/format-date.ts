import { i18n } from './i18n.ts';

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A date in the UI language: 'Mar 4, 2025'. */
export function formatDate(iso: string | null | undefined): string {
  const d = valid(iso);
  return d ? d.toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** A date and time in the UI language: 'Mar 4, 2025, 14:05'. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = valid(iso);
  return d
    ? d.toLocaleString(i18n.language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : '';
}
