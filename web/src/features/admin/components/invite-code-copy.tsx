import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { CopyButton } from './copy-button.tsx';

/** An invite's code and the button that copies it, alike in the list and in the details. */
export function InviteCodeCopy({
  code,
  copied,
  onCopy,
  testId,
  className,
}: {
  code: string;
  copied: boolean;
  onCopy: () => void;
  testId: string;
  /** Added to the code's monospace bold. */
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex min-w-0 items-center gap-1">
      <code className={cn('font-mono font-semibold', className)} data-testid={testId}>
        {code}
      </code>
      <CopyButton label={t('invites.actions.copy')} copied={copied} onCopy={onCopy} />
    </span>
  );
}
