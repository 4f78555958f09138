/**
 * After a form is sent and refused by its own checks, the focus goes to its first field marked invalid, so the
 * keyboard and screen reader user lands on what to fix instead of staying on the button. Checks run in the submit
 * handler and React commits them before the next task; the server's answers come later and are left alone.
 */
export function focusFirstErrorOnSubmit(root: Document = document): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    setTimeout(() => {
      const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (invalid && !invalid.contains(root.activeElement)) invalid.focus();
    });
  };
  root.addEventListener('submit', onSubmit);
  return () => root.removeEventListener('submit', onSubmit);
}
