import { useDocumentKeydown } from '../../components/use-document-keydown.ts';
import { isTyping } from '../../lib/keyboard-target.ts';

interface Shortcuts {
  /** False while a modal is open: the modal owns the keyboard then. */
  enabled: boolean;
  onEscape: () => void;
  onSelectAll: () => void;
  onDelete: () => void;
}

/** The library's keys: Escape closes menus, Ctrl+A selects all, Delete deletes the selection. */
export function useLibraryShortcuts(shortcuts: Shortcuts): void {
  useDocumentKeydown((event) => {
    if (event.key === 'Escape') {
      shortcuts.onEscape();
      return;
    }
    if (!shortcuts.enabled || isTyping(event.target)) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      shortcuts.onSelectAll();
    } else if (event.key === 'Delete' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      shortcuts.onDelete();
    }
  });
}
