import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound, Link2, Mail, Unlink } from 'lucide-react';
import type { Identity } from '@vaultbox/common/schemas/oidc.ts';
import type { User } from '@vaultbox/common/schemas/user.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { startIdentityLink, useIdentities, useUnlinkIdentity } from '../api/identities.ts';
import { useSinceText } from '../use-since-text.ts';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

/**
 * Settings > Security, Linked identities (docs/product.md, Single sign-on): the account's identities at the provider,
 * a link through the provider's redirects, an unlink after a confirmation (refused by the server when it is the only
 * way in). Shown when single sign-on is configured, or when an identity of an earlier set-up is still linked.
 */
export function LinkedIdentitiesSection({ user }: { user: User }) {
  const { t } = useTranslation('oidc');
  const { t: tSettings } = useTranslation('settings');
  const identities = useIdentities();
  const unlink = useUnlinkIdentity();
  const [confirming, setConfirming] = useState<Identity | null>(null);
  const [starting, setStarting] = useState(false);
  const [params, setParams] = useSearchParams();
  const provider = identities.data?.provider ?? null;

  // Back from the provider after a link: say it once, and take the mark out of the address.
  useEffect(() => {
    if (params.get('linked') !== '1' || !provider) return;
    notify.success(t('identities.linked', { provider }));
    setParams({ tab: 'security' }, { replace: true });
  }, [params, provider, setParams, t]);

  if (identities.data && !provider && identities.data.identities.length === 0) return null;

  const link = () => {
    setStarting(true);
    startIdentityLink()
      .then(({ redirectUrl }) => window.location.assign(redirectUrl))
      .catch((error: unknown) => {
        setStarting(false);
        notify.error(errorMessage(error));
      });
  };

  const sendSetPassword = () =>
    apiRequest('/auth/forgot-password', { method: 'POST', body: { email: user.email }, anonymous: true })
      .then(() => notify.success(t('identities.setPasswordSent')))
      .catch((error: unknown) => notify.error(errorMessage(error)));

  return (
    <SettingsSection
      title={t('identities.title')}
      description={t('identities.description')}
      testId="linked-identities"
      actions={
        provider ? (
          <Button variant="secondary" size="sm" loading={starting} icon={<Link2 className="size-4" />} onClick={link}>
            {t('identities.link', { provider })}
          </Button>
        ) : null
      }
    >
      <QueryContent
        query={identities}
        section
        errorTitle={t('identities.loadFailed')}
        retryLabel={tSettings('common.retry')}
      >
        {(data) => (
          <div className="space-y-4">
            {data.hasPassword ? null : (
              <Alert tone="info">
                <p>{t('identities.noPassword')}</p>
                <div className="mt-3">
                  <Button variant="secondary" size="sm" icon={<Mail className="size-4" />} onClick={sendSetPassword}>
                    {t('identities.sendSetPassword')}
                  </Button>
                </div>
              </Alert>
            )}
            {data.identities.length === 0 ? (
              <p className="text-sm text-slate-500 dark:text-slate-400">{t('identities.empty')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.identities.map((identity) => (
                  <IdentityRow key={identity.id} identity={identity} onUnlink={() => setConfirming(identity)} />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryContent>
      <ConfirmDialog
        open={confirming !== null}
        title={t('identities.unlinkTitle', { provider: confirming?.provider ?? '' })}
        description={t('identities.unlinkDescription', {
          provider: confirming?.provider ?? '',
          email: confirming?.email ?? '',
        })}
        confirmLabel={t('identities.unlink')}
        busy={unlink.isPending}
        onConfirm={() =>
          confirming &&
          unlink.mutate(confirming.id, {
            onSuccess: () => {
              notify.success(t('identities.unlinked'));
              setConfirming(null);
            },
            onError: (error) => {
              notify.error(errorMessage(error));
              setConfirming(null);
            },
          })
        }
        onCancel={() => setConfirming(null)}
      />
    </SettingsSection>
  );
}

function IdentityRow({ identity, onUnlink }: { identity: Identity; onUnlink: () => void }) {
  const { formatDate } = useFormat();
  const { t } = useTranslation('oidc');
  const since = useSinceText();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="identity-row">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <KeyRound className="size-4" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">
          {identity.provider}
          {identity.email ? (
            <span className="font-normal text-slate-500 dark:text-slate-400"> · {identity.email}</span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {[
            t('identities.linkedOn', { date: formatDate(identity.createdAt) }),
            identity.lastUsedAt ? t('identities.lastUsed', { since: since(identity.lastUsedAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Button variant="ghost" size="sm" icon={<Unlink className="size-4" />} onClick={onUnlink}>
        {t('identities.unlink')}
      </Button>
    </li>
  );
}
