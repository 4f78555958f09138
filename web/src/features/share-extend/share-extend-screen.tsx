import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CircleCheck, CircleX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { StatusOutcome } from '../../components/ui/status-icon.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useExtendShare } from './api/extend-share.ts';
import { useShareExtension, type ShareExtension } from './api/get-share-extension.ts';
import { extendFailureKey } from './extend-failure.ts';
import { useFormat } from '../../lib/use-format.ts';

/**
 * /shares/extend/{token}: the "extend by 7 days" link of an expiry reminder (docs/product.md, Expiry reminders).
 * Signed in only (a guest signs in and comes back here). It asks first and extends only on the button: mail scanners
 * open links, and opening one must change nothing.
 */
export function ShareExtendScreen() {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('share-extend');
  const { token = '' } = useParams();
  usePageTitle(t('title'));
  const extension = useShareExtension(token);
  const extend = useExtendShare();

  const failure = (error: unknown) => (
    <StatusOutcome tone="error" icon={<CircleX className="size-7" />} title={t('failure.title')}>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="alert" data-testid="extend-failure">
        {t(extendFailureKey(error) ?? 'failure.other', { reason: errorMessage(error) })}
      </p>
      <ToSharing label={t('toSharing')} />
    </StatusOutcome>
  );

  let content: ReactNode;
  if (extension.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner className="size-6 text-indigo-500" label={t('loading')} />
      </div>
    );
  } else if (extension.isError) {
    content = failure(extension.error);
  } else if (extend.isSuccess) {
    content = (
      <StatusOutcome tone="success" icon={<CircleCheck className="size-7" />} title={t('done.title')}>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="extend-done">
          {t('done.text', { name: extension.data.fileName, date: formatDateTime(extend.data.expiresAt) })}
        </p>
        <ToSharing label={t('toSharing')} />
      </StatusOutcome>
    );
  } else if (extend.isError && extendFailureKey(extend.error)) {
    content = failure(extend.error);
  } else {
    content = (
      <Question
        extension={extension.data}
        working={extend.isPending}
        error={extend.isError ? errorMessage(extend.error) : null}
        onConfirm={() => extend.mutate(token)}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-lg" aria-live="polite">
      <Card className="p-6 text-center sm:p-8">{content}</Card>
    </div>
  );
}

function Question({
  extension,
  working,
  error,
  onConfirm,
}: {
  extension: ShareExtension;
  working: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { formatDateTime } = useFormat();
  const { t } = useTranslation('share-extend');
  return (
    <StatusOutcome tone="info" icon={<CalendarClock className="size-7" />} title={t('question.title')}>
      <p className="mt-2 break-words text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="extend-file">
        {extension.fileName}
      </p>
      <dl className="mt-5 grid gap-3 text-left text-sm sm:grid-cols-2">
        <Expiry label={t('question.current')} value={formatDateTime(extension.expiresAt)} />
        <Expiry label={t('question.new')} value={formatDateTime(extension.extendedExpiresAt)} strong />
      </dl>
      {error ? (
        <p className="mt-4 text-sm text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      ) : null}
      <Button className="mt-6" size="lg" fullWidth loading={working} onClick={onConfirm}>
        {working ? t('question.working') : t('question.confirm')}
      </Button>
      <ToSharing label={t('question.cancel')} variant="ghost" />
    </StatusOutcome>
  );
}

function Expiry({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={strong ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}>
        {value}
      </dd>
    </div>
  );
}

function ToSharing({ label, variant = 'secondary' }: { label: string; variant?: 'secondary' | 'ghost' }) {
  return (
    <ButtonLink to="/sharing" variant={variant} className="mt-3" fullWidth>
      {label}
    </ButtonLink>
  );
}
