import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { MoreVertical, type LucideIcon } from 'lucide-react';
import { moveFocusByKey } from '../lib/arrow-keys.ts';
import { cn } from '../lib/cn.ts';

export interface RowMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  danger?: boolean;
}

const MENU_HEIGHT_GUESS = 220;

/**
 * A row's action menu. Rendered in a portal with fixed coordinates (kept beside its button while the page scrolls)
 * so a scrolling table never clips it; outside clicks, Escape and Tab close it, and the arrow keys walk it.
 */
export function RowMenu({
  label,
  items,
  open,
  onOpenChange,
  triggerClassName = 'rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
}: {
  label: string;
  items: RowMenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The look of the "…" button: plain in a row, a bubble over a card's picture. */
  triggerClassName?: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; right: number } | null>(null);

  const place = useCallback(() => {
    if (!trigger.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const below = rect.bottom + MENU_HEIGHT_GUESS < window.innerHeight;
    setPosition({ top: below ? rect.bottom + 4 : rect.top - MENU_HEIGHT_GUESS, right: window.innerWidth - rect.right });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);

  useEffect(() => {
    if (open && position) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  }, [open, position]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) onOpenChangeRef.current(false);
    };
    document.addEventListener('mousedown', onPointer);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, place]);

  // WAI-ARIA menu: Up/Down (Home, End) move between the items; Escape and Tab close it and give the focus back to its
  // button (Tab then goes on from there, not from the end of the page where the menu is drawn).
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
      return;
    }
    moveFocusByKey(event, '[role="menuitem"]', 'vertical');
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
        className={triggerClassName}
      >
        <MoreVertical className="size-4" />
      </button>
      {open && position
        ? createPortal(
            <div
              ref={menu}
              role="menu"
              aria-label={label}
              onKeyDown={onMenuKeyDown}
              style={{ top: position.top, right: position.right }}
              className="fixed z-40 w-44 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
            >
              {items.map(({ label: itemLabel, icon: Icon, onSelect, danger }) => (
                <button
                  key={itemLabel}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    onOpenChange(false);
                    // The dialog an item opens gives the focus back to where it was: the button, not a removed item.
                    trigger.current?.focus({ preventScroll: true });
                    onSelect();
                  }}
                  className={cn(
                    'flex w-full items-center gap-2.5 px-3 py-2 text-left text-sm focus:outline-none',
                    danger
                      ? 'text-red-600 hover:bg-red-50 focus:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10 dark:focus:bg-red-500/10'
                      : 'text-slate-700 hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800',
                  )}
                >
                  <Icon className="size-4" />
                  {itemLabel}
                </button>
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
