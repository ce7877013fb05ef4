import { useEffect, useRef } from 'react';

/**
 * The spinner overlay shown while the device position is looked up (spec §2). The status element is always there,
 * so that assistive technology announces the text when the lookup starts; it holds the text alone, so the overlay's
 * Cancel button (the way out, as the overlay covers the page; Escape does the same) is not read as part of it.
 */
export function LocateSpinner({ active, text, cancelText, onCancel }: { active: boolean; text: string; cancelText: string; onCancel(): void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  // The overlay covers the control that started the lookup: focus goes to its Cancel, and back when it closes (unless
  // the visitor has moved it meanwhile, or the page is leaving with the found position).
  useEffect(() => {
    if (!active) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    return () => {
      const now = document.activeElement;
      if (before?.isConnected && (now === null || now === document.body || now === cancel.current)) before.focus();
    };
  }, [active]);
  return (
    <div className="locator-locate">
      <div role="status" className="locator-locate__status">
        {active ? text : ''}
      </div>
      {active && (
        <div className="locator-locate__overlay">
          <span className="locator-locate__spinner" aria-hidden="true" />
          <span className="locator-locate__text" aria-hidden="true">
            {text}
          </span>
          <button ref={cancel} type="button" className="locator-locate__cancel" onClick={onCancel}>
            {cancelText}
          </button>
        </div>
      )}
    </div>
  );
}
