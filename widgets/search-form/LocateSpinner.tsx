/**
 * The spinner overlay shown while the device position is looked up (spec §2). The status element is always there,
 * so that assistive technology announces the text when the lookup starts.
 */
export function LocateSpinner({ active, text }: { active: boolean; text: string }) {
  return (
    <div role="status" className="locator-locate">
      {active && (
        <div className="locator-locate__overlay">
          <span className="locator-locate__spinner" aria-hidden="true" />
          <span className="locator-locate__text">{text}</span>
        </div>
      )}
    </div>
  );
}
