import { formatNumber } from '../../src/core/format';
import { fillTemplate } from '../../src/core/text-template';
import type { HeadingLevel } from './config';
import { useReviewsEnv } from './env';
import { LazyImage } from './LazyImage';
import { Stars } from './Stars';

export interface ReviewsHeaderProps {
  headingId: string;
  title: string;
  level: HeadingLevel;
  total: number;
  averageRating: number;
  brandLogo: string | null;
}

/** Average, stars and 'Based on N Reviews'; a location without any review says so instead. */
function Summary({ total, averageRating }: { total: number; averageRating: number }) {
  const { labels, locale } = useReviewsEnv();
  if (total === 0) return <p className="locator-reviews__summary">{labels.empty}</p>;
  return (
    <p className="locator-reviews__summary">
      {/* The stars' label says the same for assistive technology. */}
      <span className="locator-reviews__average" aria-hidden="true">
        {formatNumber(averageRating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })}
      </span>
      <Stars rating={averageRating} />
      {/* The count is whole and at least 1 here: in each language the widget speaks, only 1 takes the singular. */}
      <span className="locator-reviews__count">{fillTemplate(total === 1 ? labels.basedOnOne : labels.basedOn, { count: formatNumber(total, locale) })}</span>
    </p>
  );
}

/** The header (title at the configured level, optional brand logo) and the summary: average, stars, 'Based on N Reviews'. */
export function ReviewsHeader({ headingId, title, level, total, averageRating, brandLogo }: ReviewsHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="locator-reviews__header">
      <div className="locator-reviews__title-row">
        {brandLogo && <LazyImage className="locator-reviews__logo" src={brandLogo} alt="" />}
        <Heading id={headingId} className="locator-reviews__title">
          {title}
        </Heading>
      </div>
      <Summary total={total} averageRating={averageRating} />
    </div>
  );
}
