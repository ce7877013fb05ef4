import { formatNumber } from '../../src/core/format';
import { HALF_STAR_POINTS, STAR_POINTS, starStates, type StarState } from '../../src/core/stars';
import { fillTemplate } from '../../src/core/text-template';
import { useReviewsEnv } from './env';

function StarIcon({ state }: { state: StarState }) {
  return (
    <svg className={`locator-star locator-star--${state}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon className="locator-star__outline" points={STAR_POINTS} />
      {state === 'full' && <polygon className="locator-star__fill" points={STAR_POINTS} />}
      {state === 'half' && <polygon className="locator-star__fill" points={HALF_STAR_POINTS} />}
    </svg>
  );
}

/**
 * Five stars for a rating, by the spec's fractional rule. One accessible image ('4.5 out of 5 stars'): the
 * stars themselves are hidden from assistive technology.
 */
export function Stars({ rating }: { rating: number }) {
  const { labels, locale, starIcons } = useReviewsEnv();
  const label = fillTemplate(labels.stars, { rating: formatNumber(rating, locale, { maximumFractionDigits: 2 }) });
  return (
    <span className="locator-stars" role="img" aria-label={label}>
      {starStates(rating).map((state, i) =>
        starIcons ? (
          <img key={i} className={`locator-star locator-star--${state}`} src={starIcons[state]} alt="" />
        ) : (
          <StarIcon key={i} state={state} />
        ),
      )}
    </span>
  );
}
