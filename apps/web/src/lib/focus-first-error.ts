/**
 * Brings the first field that shows an error into view and focus, after the form rendered its
 * errors (a long form on a phone would otherwise fail silently below the fold).
 */
export function focusFirstError(root: ParentNode = document) {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"], [data-error="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.focus({ preventScroll: true });
  });
}
