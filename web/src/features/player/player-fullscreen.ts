import { createContext, use, type RefObject } from 'react';
import { useFullscreen } from './use-fullscreen.ts';

export type Fullscreen = ReturnType<typeof useFullscreen>;

/**
 * The player's full screen: the whole viewer goes full screen, not the picture or video inside it, so stepping to
 * the next file (which swaps what is inside) stays in full screen. The views' own buttons toggle it.
 */
export const PlayerFullscreen = createContext<Fullscreen | null>(null);

/** The player's full screen inside the player, else full screen of `target` alone. */
export function useViewerFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const own = useFullscreen(target);
  return use(PlayerFullscreen) ?? own;
}
