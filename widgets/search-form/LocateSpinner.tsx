import { useId, useLayoutEffect, useRef } from 'react';

/**
 * The spinner overlay shown while the device position is looked up (spec §2): a modal dialog covering the page, named
 * by its text, with a Cancel button (the way out; Escape does the same, see geolocate.ts). Modal, the page under it is
 * inert: Tab stays on Cancel, and nothing covered can be clicked, focused or read meanwhile. Assistive technology
 * announces the dialog's name as focus moves to Cancel.
 */
export function LocateSpinner({ active, text, cancelText, onCancel, returnTo }: { active: boolean; text: string; cancelText: string; onCancel(): void; returnTo?: HTMLElement | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const textId = useId();
  // Opened before the first paint, so the dialog never shows unopened. Focus goes to its Cancel and back to where it
  // was when it closes (unless the visitor has moved it meanwhile, or the page is leaving with the found position);
  // to `returnTo` (the geolocate button) when it was nowhere (browsers that do not focus a clicked button).
  useLayoutEffect(() => {
    const box = dialog.current;
    if (!active || !box) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A browser without modal dialogs (older than 2022) still shows the overlay.
    if (typeof box.showModal === 'function') box.showModal();
    else box.setAttribute('open', '');
    cancel.current?.focus();
    return () => {
      // Closed first: while it is open (an unmount runs this before the dialog leaves the page) the page is inert.
      if (typeof box.close === 'function') box.close();
      box.removeAttribute('open');
      const now = document.activeElement;
      const back = before && before !== document.body ? before : returnTo;
      if (back?.isConnected && (now === null || now === document.body || box.contains(now))) back.focus();
    };
  }, [active, returnTo]);
  if (!active) return null;
  return (
    // Escape is the form's (it cancels the lookup): the dialog must not close itself behind the lookup's back.
    <dialog ref={dialog} className="locator-locate__overlay" aria-labelledby={textId} onCancel={(event) => event.preventDefault()}>
      <span className="locator-locate__spinner" aria-hidden="true" />
      <span className="locator-locate__text" id={textId}>
        {text}
      </span>
      <button ref={cancel} type="button" className="locator-locate__cancel" onClick={onCancel}>
        {cancelText}
      </button>
    </dialog>
  );
}
