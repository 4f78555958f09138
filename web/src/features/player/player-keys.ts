export type PlayerKeyAction = 'previous' | 'next' | 'back' | 'togglePlay' | 'fullscreen';

export interface PlayerKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The key went to a text field, a select or an editable area. */
  typing: boolean;
  /** Space already does something where it was pressed (presses a focused button, ticks a box). */
  spaceOwned: boolean;
}

/**
 * The player's keys: ArrowLeft/ArrowRight step through the list, Escape goes back to the library, Space plays or
 * pauses, F enters or leaves full screen. None while typing (the details editor), none with a modifier (browser shortcuts stay theirs).
 */
export function playerKeyAction(press: PlayerKeyPress): PlayerKeyAction | null {
  if (press.typing || press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Escape':
      return 'back';
    case ' ':
      return press.spaceOwned ? null : 'togglePlay';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}
