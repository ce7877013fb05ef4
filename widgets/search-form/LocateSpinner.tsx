/**
 * The spinner overlay shown while the device position is looked up (spec §2). The status element is always there,
 * so that assistive technology announces the text when the lookup starts. The overlay covers the page, so it carries
 * the way out: a Cancel button (Escape does the same).
 */
export function LocateSpinner({ active, text, cancelText, onCancel }: { active: boolean; text: string; cancelText: string; onCancel(): void }) {
  return (
    <div role="status" className="locator-locate">
      {active && (
        <div className="locator-locate__overlay">
          <span className="locator-locate__spinner" aria-hidden="true" />
          <span className="locator-locate__text">{text}</span>
          <button type="button" className="locator-locate__cancel" onClick={onCancel}>
            {cancelText}
          </button>
        </div>
      )}
    </div>
  );
}
