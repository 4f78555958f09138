import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { notify } from '../lib/toast.ts';
import { qrPngDataUrl, qrSvgPath } from './qr-code-image.ts';
import { Button } from './ui/button.tsx';

/**
 * A link's QR code (docs/product.md, Multi-file shares): an SVG on screen, dark on white in both themes so phones
 * read it, and "Download PNG" for print.
 */
export function QrCode({ value, fileName, size = 176 }: { value: string; fileName: string; size?: number }) {
  const { t } = useTranslation('share-items');
  const { path, side } = useMemo(() => qrSvgPath(value), [value]);
  const download = async () => {
    try {
      const link = document.createElement('a');
      link.href = await qrPngDataUrl(value);
      link.download = fileName.endsWith('.png') ? fileName : `${fileName}.png`;
      document.body.appendChild(link);
      link.click();
      link.remove();
    } catch {
      notify.error(t('qr.downloadFailed'));
    }
  };
  return (
    <div className="flex flex-col items-center gap-2" data-testid="qr-code">
      <svg
        role="img"
        aria-label={t('qr.label', { url: value })}
        viewBox={`0 0 ${side} ${side}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
        className="rounded-md border border-slate-200 dark:border-slate-700"
        data-value={value}
      >
        <rect width={side} height={side} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      <Button variant="secondary" size="sm" icon={<Download className="size-4" />} onClick={() => void download()}>
        {t('qr.downloadPng')}
      </Button>
    </div>
  );
}
