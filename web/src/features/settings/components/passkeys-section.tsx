import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import type { Passkey } from '@vaultbox/common/schemas/passkeys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryContent } from '../../../components/query-content.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { passkeyProblemOf } from '../../../components/passkey-problem.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddPasskey, usePasskeys, usePasskeysOffered, useRemovePasskey, useRenamePasskey } from '../api/passkeys.ts';
import { useSinceText } from '../use-since-text.ts';
import { PasskeyNameModal } from './passkey-name-modal.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useFormat } from '../../../lib/use-format.ts';

type Dialog = { kind: 'add' } | { kind: 'rename'; passkey: Passkey } | { kind: 'remove'; passkey: Passkey } | null;

/**
 * Passkeys (docs/product.md, Passkeys): the account's list (name, added, last used), adding one (a name, then the
 * browser's own prompt), renaming and removing. Offered when the server and this browser both can.
 */
export function PasskeysSection() {
  const { t } = useTranslation('passkeys');
  const passkeys = usePasskeys();
  const offered = usePasskeysOffered();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [dialog, setDialog] = useState<Dialog>(null);
  const browserCan = browserSupportsWebAuthn();
  const canAdd = offered.data === true && browserCan;

  const sentence = (error: unknown) => {
    const problem = passkeyProblemOf(error);
    return problem ? t(`errors.${problem}`) : errorMessage(error);
  };
  const close = () => {
    setDialog(null);
    add.reset();
    rename.reset();
  };

  return (
    <SettingsSection
      title={t('section.title')}
      description={t('section.description')}
      actions={
        canAdd ? (
          <Button size="sm" icon={<Plus className="size-4" />} onClick={() => setDialog({ kind: 'add' })}>
            {t('section.add')}
          </Button>
        ) : null
      }
      testId="passkeys"
    >
      {offered.data === false ? <Alert tone="info">{t('section.serverOff')}</Alert> : null}
      {offered.data === true && !browserCan ? <Alert tone="info">{t('section.browserOff')}</Alert> : null}
      <QueryContent query={passkeys} section errorTitle={t('section.loadFailed')} retryLabel={t('section.retry')}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('section.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  onRename={() => setDialog({ kind: 'rename', passkey })}
                  onRemove={() => setDialog({ kind: 'remove', passkey })}
                />
              ))}
            </ul>
          )
        }
      </QueryContent>

      <PasskeyNameModal
        open={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        // A new key per dialog, so the form starts from its passkey's name.
        key={dialog?.kind === 'rename' ? dialog.passkey.id : 'add'}
        mode={dialog?.kind === 'rename' ? 'rename' : 'add'}
        initialName={dialog?.kind === 'rename' ? dialog.passkey.name : ''}
        busy={add.isPending || rename.isPending}
        error={add.error ? sentence(add.error) : rename.error ? sentence(rename.error) : null}
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'rename') {
            rename.mutate(
              { id: dialog.passkey.id, name },
              {
                onSuccess: () => {
                  notify.success(t('section.renamed'));
                  close();
                },
              },
            );
          } else {
            add.mutate(name, {
              onSuccess: () => {
                notify.success(t('section.added'));
                close();
              },
            });
          }
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={t('removeDialog.title')}
        description={
          dialog?.kind === 'remove' ? t('removeDialog.description', { name: dialog.passkey.name }) : undefined
        }
        confirmLabel={t('removeDialog.confirm')}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          remove.mutate(dialog.passkey.id, {
            onSuccess: () => {
              notify.success(t('section.removed'));
              close();
            },
            onError: (error) => notify.error(sentence(error)),
          });
        }}
      />
    </SettingsSection>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  const { formatDate } = useFormat();
  const { t } = useTranslation('passkeys');
  const since = useSinceText();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="passkey-row">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <KeyRound className="size-4" />
      </div>
      {/* Wide enough for the name and dates on a phone: the buttons wrap below instead. */}
      <div className="min-w-0 flex-1 basis-52">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-100">
          <span className="min-w-0 [overflow-wrap:anywhere]">{passkey.name}</span>
          {passkey.backedUp ? (
            <span className="rounded-full bg-sky-500/15 px-2 py-0.5 text-xs font-semibold text-sky-700 dark:text-sky-300">
              {t('section.synced')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {[
            t('section.created', { date: formatDate(passkey.createdAt) }),
            passkey.lastUsedAt ? t('section.lastUsed', { since: since(passkey.lastUsedAt) }) : t('section.neverUsed'),
          ].join(' · ')}
        </p>
      </div>
      <div className="ml-auto flex gap-1">
        <Button variant="ghost" size="sm" icon={<Pencil className="size-4" />} onClick={onRename}>
          {t('section.rename')}
        </Button>
        <Button variant="ghost" size="sm" icon={<Trash2 className="size-4" />} onClick={onRemove}>
          {t('section.remove')}
        </Button>
      </div>
    </li>
  );
}
