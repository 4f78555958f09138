import { useDocumentKeydown } from '../../components/use-document-keydown.ts';
import { isTyping, ownsSpaceKey } from '../../lib/keyboard-target.ts';
import { playerKeyAction, type PlayerKeyAction } from './player-keys.ts';

interface Shortcuts {
  /** False while a modal is open: the modal owns the keyboard (its Escape closes it, not the player). */
  enabled: boolean;
  onAction: (action: PlayerKeyAction) => void;
}

/** ArrowLeft/ArrowRight previous/next, Space play/pause, Escape back to the library (see playerKeyAction). */
export function usePlayerShortcuts(shortcuts: Shortcuts): void {
  useDocumentKeydown((event) => {
    if (!shortcuts.enabled || event.defaultPrevented) return;
    // Escape first leaves fullscreen; it takes a second one to leave the player.
    if (event.key === 'Escape' && document.fullscreenElement) return;
    const action = playerKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      typing: isTyping(event.target),
      spaceOwned: ownsSpaceKey(event.target),
    });
    if (!action) return;
    event.preventDefault();
    shortcuts.onAction(action);
  });
}
