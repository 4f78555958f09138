import { cn } from '../lib/cn.ts';

/**
 * A PDF in the browser's own viewer (the player's stream or a share's preview). The frame behind it follows the theme
 * so no white box flashes before the viewer draws its dark page.
 */
export function PdfFrame({ src, title, className }: { src: string; title: string; className?: string }) {
  return (
    <iframe
      src={src}
      title={title}
      className={cn('size-full bg-slate-100 dark:bg-slate-900', className)}
      data-testid="document-preview"
    />
  );
}
