import { useId, useMemo } from 'react';
import { reviewsJsonLd, scriptJson } from '../../src/core/reviews';
import type { WidgetProps } from '../../src/loader/types';
import type { ReviewsConfig } from './config';
import { ReviewsEnvContext, type ReviewsEnv } from './env';
import { ReviewsCarousel } from './ReviewsCarousel';
import { ReviewsHeader } from './ReviewsHeader';
import './reviews.css';

/** The recent-reviews block (spec §2): header, summary, a paged list and its paging area, plus schema.org markup. */
export function Reviews({ config, context }: WidgetProps<ReviewsConfig>) {
  const headingId = useId();
  const env = useMemo<ReviewsEnv>(
    () => ({ labels: config.labels, locale: config.locale, dateFormat: config.dateFormatString, starIcons: config.starIcons, guard: context.guard }),
    [config, context.guard],
  );
  const { data } = config;
  const reviews = data.recent.slice(0, config.carouselTotal);
  return (
    <ReviewsEnvContext value={env}>
      <div className="locator-reviews">
        <ReviewsHeader
          headingId={headingId}
          title={config.title}
          level={config.hLevel}
          total={data.total}
          averageRating={data.averageRating}
          brandLogo={config.brandLogo}
        />
        {reviews.length > 0 && (
          <ReviewsCarousel
            reviews={reviews}
            headingId={headingId}
            showDesktop={config.showDesktop}
            showMobile={config.showMobile}
            mobileBreakpoint={config.mobileBreakpoint}
            autoplay={config.autoplay}
            autoplaySpeed={config.autoplaySpeed}
          />
        )}
        {/* An aggregate of no review is not a rating: no schema then. */}
        {!config.hideSchema && data.total > 0 && (
          <script type="application/ld+json">{scriptJson(reviewsJsonLd({ ...data, recent: reviews }, config.brandName ?? undefined))}</script>
        )}
      </div>
    </ReviewsEnvContext>
  );
}
