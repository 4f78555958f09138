/** Whether a key pressed on this element is typing (a text field, a select, an editable area), not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'checkbox';
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

const SPACE_OWNERS = [
  'button',
  'a[href]',
  'input',
  'select',
  'textarea',
  ...['button', 'checkbox', 'switch', 'menuitem', 'slider'].map((role) => `[role="${role}"]`),
].join(', ');

/** Whether Space on this element already means something of its own (it presses a button, ticks a box). */
export function ownsSpaceKey(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest(SPACE_OWNERS) !== null;
}
