import { useTranslation } from 'react-i18next';
import { KeyRound, Trash2 } from 'lucide-react';
import type { ApiToken } from '@vaultbox/common/schemas/api-tokens.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSinceText } from '../use-since-text.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** One token: its name and scopes, its hint (never the secret), when it was made, ends and was last used. */
export function ApiTokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { formatDate } = useFormat();
  const { t } = useTranslation('api-tokens');
  const since = useSinceText();
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  const lastUsed = token.lastUsedAt
    ? token.lastUsedAddress
      ? t('list.lastUsedFrom', { since: since(token.lastUsedAt), address: token.lastUsedAddress })
      : t('list.lastUsed', { since: since(token.lastUsedAt) })
    : t('list.neverUsed');
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="api-token-row">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <KeyRound className="size-4" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-all text-slate-800 dark:text-slate-100">
          {token.name}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-normal text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {token.hint}…
          </code>
          {expired ? (
            <span className="rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-700 dark:text-red-300">
              {t('list.expired')}
            </span>
          ) : null}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('list.scopes')}>
          {token.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded-full bg-indigo-500/10 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:text-indigo-300"
            >
              {t(`scopes.${scope}`)}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {[
            t('list.created', { date: formatDate(token.createdAt) }),
            token.expiresAt ? t('list.expires', { date: formatDate(token.expiresAt) }) : t('list.neverExpires'),
            lastUsed,
          ].join(' · ')}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRevoke}
        icon={<Trash2 className="size-4" />}
        aria-label={t('list.revokeNamed', { name: token.name })}
      >
        {t('list.revoke')}
      </Button>
    </li>
  );
}
