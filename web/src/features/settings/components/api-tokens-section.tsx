import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import type { ApiToken } from '@vaultbox/common/schemas/api-tokens.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { useApiTokens } from '../api/get-api-tokens.ts';
import { useRevokeAllApiTokens } from '../api/revoke-all-api-tokens.ts';
import { useRevokeApiToken } from '../api/revoke-api-token.ts';
import { ApiTokenRow } from './api-token-row.tsx';
import { NewApiTokenModal } from './new-api-token-modal.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The account's API tokens (docs/product.md, API tokens): made here, revoked one by one or all at once. */
export function ApiTokensSection({ role }: { role: string }) {
  const { t } = useTranslation('api-tokens');
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const revokeAll = useRevokeAllApiTokens();
  const [creating, setCreating] = useState(false);
  const [asked, setAsked] = useState<ApiToken | 'all' | null>(null);
  const count = tokens.data?.length ?? 0;

  const confirm = () => {
    if (asked === 'all') {
      revokeAll.mutate(undefined, {
        onSuccess: (revoked) => {
          notify.success(t('list.revokedAll', { count: revoked }));
          setAsked(null);
        },
        onError: (error) => notify.error(errorMessage(error)),
      });
    } else if (asked) {
      revoke.mutate(asked.id, {
        onSuccess: () => {
          notify.success(t('list.revoked', { name: asked.name }));
          setAsked(null);
        },
        onError: (error) => notify.error(errorMessage(error)),
      });
    }
  };

  return (
    <SettingsSection
      title={t('list.title')}
      description={t('list.description')}
      actions={
        <>
          {count > 0 ? (
            <Button variant="secondary" size="sm" icon={<Trash2 className="size-4" />} onClick={() => setAsked('all')}>
              {t('list.revokeAll')}
            </Button>
          ) : null}
          <Button size="sm" icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
            {t('list.new')}
          </Button>
        </>
      }
      testId="api-tokens"
    >
      <QueryContent query={tokens} section errorTitle={t('list.loadFailed')} retryLabel={t('retry')}>
        {(list) =>
          list.length === 0 ? (
            <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
              <KeyRound className="size-5 shrink-0" />
              {t('list.empty')}
            </div>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((token) => (
                <ApiTokenRow key={token.id} token={token} onRevoke={() => setAsked(token)} />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <NewApiTokenModal open={creating} role={role} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={asked !== null}
        title={asked === 'all' ? t('list.revokeAllTitle') : t('list.revokeTitle')}
        description={
          asked === 'all'
            ? t('list.revokeAllDescription', { count })
            : t('list.revokeDescription', { name: asked?.name ?? '' })
        }
        confirmLabel={asked === 'all' ? t('list.revokeAll') : t('list.revoke')}
        busy={revoke.isPending || revokeAll.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </SettingsSection>
  );
}
