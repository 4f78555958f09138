import { useEffect, useRef } from 'react';
import { isTyping, ownsSpaceKey } from '../../lib/keyboard-target.ts';
import { playerKeyAction, type PlayerKeyAction } from './player-keys.ts';

interface Shortcuts {
  /** False while a modal is open: the modal owns the keyboard (its Escape closes it, not the player). */
  enabled: boolean;
  onAction: (action: PlayerKeyAction) => void;
}

/** ArrowLeft/ArrowRight previous/next, Space play/pause, Escape back to the library (see playerKeyAction). */
export function usePlayerShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.defaultPrevented) return;
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
      latest.current.onAction(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
