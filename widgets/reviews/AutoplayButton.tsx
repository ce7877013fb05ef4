import { useReviewsEnv } from './env';
import { ROTATION_CLASS } from './useAutoplay';

/** The APG rotation control: stops or starts the automatic page turns; its name says what a press does. */
export function AutoplayButton({ rotating, onToggle }: { rotating: boolean; onToggle: () => void }) {
  const { labels } = useReviewsEnv();
  // First in the carousel's focus order, as the APG pattern asks of the rotation control.
  return (
    <div className="locator-reviews__toolbar">
      <button type="button" className={`locator-reviews__button ${ROTATION_CLASS}`} aria-label={rotating ? labels.pause : labels.play} onClick={onToggle}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="locator-reviews__icon">
          {rotating ? <path d="M8 5v14M16 5v14" /> : <path className="locator-reviews__play" d="M7 5l12 7-12 7z" />}
        </svg>
      </button>
    </div>
  );
}
