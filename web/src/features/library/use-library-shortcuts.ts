import { useEffect, useRef } from 'react';
import { isTyping } from '../../lib/keyboard-target.ts';

interface Shortcuts {
  /** False while a modal is open: the modal owns the keyboard then. */
  enabled: boolean;
  onEscape: () => void;
  onSelectAll: () => void;
  onDelete: () => void;
}

/** SPEC §2 Library keyboard: Escape closes menus, Ctrl+A selects all, Delete deletes the selection. */
export function useLibraryShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const s = latest.current;
      if (event.key === 'Escape') {
        s.onEscape();
        return;
      }
      if (!s.enabled || isTyping(event.target)) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
        event.preventDefault();
        s.onSelectAll();
      } else if (event.key === 'Delete' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        s.onDelete();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
