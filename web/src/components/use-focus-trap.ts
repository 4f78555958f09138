import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle within the panel instead of escaping to the page behind it. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null): void {
  const nodes = container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
  if (nodes.length === 0) return;
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container?.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container?.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A panel over the page (a dialog, the phone's menu) while `open`: the focus moves in, to the first element matching
 * `initial` (else the panel itself), Tab stays inside, Escape calls `onClose`; once closed, the focus goes back to
 * where it was before.
 */
export function useFocusTrap(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  initial: string,
): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    (panel.current?.querySelector<HTMLElement>(initial) ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      if (event.key === 'Tab') keepFocusInside(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open, panel, initial]);
}
