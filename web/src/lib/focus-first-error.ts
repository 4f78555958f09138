/** How long after a form is sent a field the server marks invalid may still take the focus. */
const SERVER_ANSWER_MS = 30_000;

/**
 * After a form is sent and refused, the focus goes to its first field marked invalid, so the keyboard and screen
 * reader user lands on what to fix instead of on a button (or, once a busy button was disabled, on nothing). The
 * form's own checks are committed by the next task; a field the server refuses is marked later, and takes the focus
 * only while it has not moved out of the form meanwhile.
 */
export function focusFirstErrorOnSubmit(root: Document = document): () => void {
  let stopWatching = () => {};
  const focusInvalid = (form: HTMLFormElement): boolean => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return false;
    const active = root.activeElement;
    const stayed = active === null || active === root.body || form.contains(active);
    if (stayed && !invalid.contains(active)) invalid.focus();
    return true;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching();
    const observer = new MutationObserver(() => {
      if (focusInvalid(form)) stopWatching();
    });
    const timer = setTimeout(() => stopWatching(), SERVER_ANSWER_MS);
    stopWatching = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    setTimeout(() => {
      if (focusInvalid(form)) stopWatching();
      else
        observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    });
  };
  root.addEventListener('submit', onSubmit);
  return () => {
    stopWatching();
    root.removeEventListener('submit', onSubmit);
  };
}
