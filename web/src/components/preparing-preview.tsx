import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Spinner } from './ui/spinner.tsx';

/**
 * While the server makes a copy a browser can show (a HEIC photo, an MKV video): 'Preparing video...' over the
 * thumbnail when there is one. Whoever shows it asks again until the copy is ready.
 */
export function PreparingPreview({
  what,
  poster,
  className,
}: {
  what: 'image' | 'video';
  poster?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn('relative flex size-full items-center justify-center overflow-hidden bg-slate-950', className)}
      data-testid="preparing-preview"
    >
      {poster ? <img src={poster} alt="" className="absolute inset-0 size-full object-contain opacity-30" /> : null}
      <p className="relative flex items-center gap-3 rounded-xl bg-slate-900/80 px-4 py-3 text-sm font-medium text-slate-100 shadow-lg">
        <Spinner className="size-5 text-indigo-400" />
        {what === 'image' ? t('preview.preparingImage') : t('preview.preparingVideo')}
      </p>
    </div>
  );
}
