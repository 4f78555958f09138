import { useLayoutEffect } from 'react';
import { SHARE_FRAME_ID } from '@vaultbox/common/share-page-look.ts';

// The page the server drew before the script (server: share-page-frame.ts): a file's thumbnail in the box its preview
// takes. The script's page shows that picture until the preview's own is in, and takes the frame away in the same
// commit that draws it, so nothing blinks or moves.

const frameOf = () => (typeof document === 'undefined' ? null : document.getElementById(SHARE_FRAME_ID));

/** The address of the picture the server drew, or null when the page came without one. */
export function framePicture(): string | null {
  return frameOf()?.querySelector('img')?.getAttribute('src') ?? null;
}

/** Takes the server's frame away once `drawn`: in a layout effect, before the browser paints the screen's page. */
export function useFrameGone(drawn: boolean): void {
  useLayoutEffect(() => {
    if (drawn) frameOf()?.remove();
  }, [drawn]);
}
