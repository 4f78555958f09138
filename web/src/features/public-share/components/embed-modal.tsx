import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import type { SharedMedia } from '@vaultbox/common/schemas/public-share.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { notify } from '../../../lib/toast.ts';
import { directMediaEmbedCode, directMediaUrl, fullPageEmbedCode } from '../embed-code.ts';
import { fileRefOf } from '../public-urls.ts';

function CodeBlock({ id, title, hint, code }: { id: string; title: string; hint: string; code: string }) {
  const { t } = useTranslation('sharing');
  const copy = async () => {
    if (await copyText(code)) notify.success(t('embed.copied'));
    else notify.error(t('embed.copyFailed'));
  };
  return (
    <section className="space-y-2" data-testid={`embed-${id}`}>
      <div className="flex items-end justify-between gap-3">
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Copy className="size-4" />}
          onClick={() => void copy()}
          aria-label={`${t('embed.copy')}: ${title}`}
        >
          {t('embed.copy')}
        </Button>
      </div>
      <textarea
        readOnly
        value={code}
        rows={3}
        aria-label={title}
        onFocus={(e) => e.currentTarget.select()}
        className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-200"
      />
    </section>
  );
}

/**
 * 'Full Page Embed' (an 800 x 600 iframe of the page) and, for image, video or audio, 'Direct Media Embed' (of one
 * item, for an album or a selection: docs/product.md, Multi-file shares).
 */
export function EmbedModal({
  open,
  onClose,
  media,
  password,
}: {
  open: boolean;
  onClose: () => void;
  media: Pick<SharedMedia, 'slug' | 'title' | 'category'> & { itemId?: string };
  password: string | null;
}) {
  const { t } = useTranslation('sharing');
  const origin = window.location.origin;
  const direct = directMediaEmbedCode(media.category, directMediaUrl(origin, fileRefOf(media), password), media.title);
  return (
    <Modal open={open} onClose={onClose} title={t('embed.title')} description={t('embed.description')} size="lg">
      <div className="space-y-5">
        <CodeBlock
          id="page"
          title={t('embed.fullPage')}
          hint={t('embed.fullPageHint')}
          code={fullPageEmbedCode(origin, media.slug, media.title)}
        />
        {direct ? <CodeBlock id="direct" title={t('embed.direct')} hint={t('embed.directHint')} code={direct} /> : null}
      </div>
    </Modal>
  );
}
