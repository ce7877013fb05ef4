/**
 * A submit button's name and value as a hidden field of its form, for a submission the button itself no longer sends:
 * one a widget disabled (a disabled control is left out of what a form sends), or `form.submit()`, which sends no
 * button. None when the button has no name, or a hidden field already carries it (the search form's, on a submit the
 * click analytics held): it is sent once. Returns the undo.
 */
export function carrySubmitter(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement): () => void {
  if (!submitter.name || submitter.type === 'image') return () => {};
  const carried = Array.from(form.elements).some(
    (element) => element instanceof HTMLInputElement && element.type === 'hidden' && !element.disabled && element.name === submitter.name && element.value === submitter.value,
  );
  if (carried) return () => {};
  const field = form.ownerDocument.createElement('input');
  field.type = 'hidden';
  field.name = submitter.name;
  field.value = submitter.value;
  form.append(field);
  return () => field.remove();
}
