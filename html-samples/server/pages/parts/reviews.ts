import { BRAND_NAME } from '../../../../fixtures/lib/constants';
import type { FixtureLocation, Reviews } from '../../../../fixtures/lib/types';
import { formatNumber } from '../../../../src/core/format';
import { formatCalendarDate, isoDate, parseCalendarDate } from '../../../../src/core/review-dates';
import { ownerResponses, reviewsJsonLd, showsDisplayingText, type Review } from '../../../../src/core/reviews';
import { HALF_STAR_POINTS, STAR_POINTS, starStates } from '../../../../src/core/stars';
import { fillTemplate } from '../../../../src/core/text-template';
import { strings } from '../../../../src/i18n/strings';
import '../../../../src/i18n/all';
import { html, jsonBlock, raw, type Raw } from '../../html';

/** What a CMS template passes to the reviews block besides the reviews themselves. */
export interface ReviewsBlockOptions {
  id: string;
  locale: string;
  /** Extra keys of the JSON block (brandName, title, hLevel, autoplay…). */
  config?: Record<string, unknown>;
  /** Carousel data attributes (showdesktop, showmobile, total, mobilebreakpoint); total defaults to the list length. */
  attributes?: Record<string, string | number>;
}

const ACCENT = '#b45309';

/** Server stars: the same shapes as the widget's, styled by attributes since the widget CSS is not loaded yet. */
function stars(rating: number, label: string): Raw {
  const icons = starStates(rating).map(
    (state) =>
      raw(
        `<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><polygon points="${STAR_POINTS}" fill="none" stroke="${ACCENT}" stroke-width="1.5"/>` +
          (state === 'empty' ? '' : `<polygon points="${state === 'full' ? STAR_POINTS : HALF_STAR_POINTS}" fill="${ACCENT}"/>`) +
          '</svg>',
      ),
  );
  return html`<span class="reviews-stars" role="img" aria-label="${label}">${icons}</span>`;
}

function date(value: string, locale: string): Raw {
  const parsed = parseCalendarDate(value);
  if (!parsed) return html`<time>${value}</time>`;
  return html`<time datetime="${isoDate(parsed)}" title="${formatCalendarDate(parsed, locale, 'long')}">${formatCalendarDate(parsed, locale, 'short')}</time>`;
}

/**
 * The reviews block as the CMS renders it: the widget's mark, carousel attributes and JSON block, and a complete
 * list for visitors without JavaScript (header, summary, every review with its owner responses, schema.org).
 * Review text is escaped by the template; the JSON blocks escape `<`.
 */
export function reviewsBlock(reviews: Reviews, options: ReviewsBlockOptions): Raw {
  const text = strings(options.locale).reviews;
  const { locale } = options;
  const config = { ...options.config, recent: reviews.recent, total: reviews.total, averageRating: reviews.averageRating };
  const attributes = { showdesktop: 4, showmobile: 2, total: reviews.recent.length, mobilebreakpoint: 768, ...options.attributes };
  const shown = Math.min(Number(attributes.total), reviews.recent.length);
  const recent: Review[] = reviews.recent.slice(0, shown);
  const starsLabel = (rating: number) => fillTemplate(text.stars, { rating: formatNumber(rating, locale, { maximumFractionDigits: 2 }) });
  const level = Number(options.config?.hLevel ?? 2);
  const title = String(options.config?.title ?? text.title);
  const range = fillTemplate(shown === 1 ? text.single : text.range, { from: 1, to: shown });
  const dataAttributes = raw(Object.entries(attributes).map(([name, value]) => html` data-${name}="${String(value)}"`.value).join(''));
  const brandName = typeof options.config?.brandName === 'string' ? options.config.brandName : undefined;
  return html`<section class="reviews" data-locator="reviews" id="${options.id}"${dataAttributes}>
<script type="application/json" data-locator-config>${jsonBlock(config)}</script>
${raw(`<h${level} class="reviews-title">`)}${title}${raw(`</h${level}>`)}
${reviews.total === 0 ? html`<p class="reviews-summary">${text.empty}</p>` : html`<p class="reviews-summary"><span aria-hidden="true">${formatNumber(reviews.averageRating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 })}</span> ${stars(reviews.averageRating, starsLabel(reviews.averageRating))} ${fillTemplate(reviews.total === 1 ? text.basedOnOne : text.basedOn, { count: formatNumber(reviews.total, locale) })}</p>`}
${showsDisplayingText(shown) ? html`<p class="reviews-range">${fillTemplate(text.displaying, { range, total: shown })}</p>` : ''}
${recent.length ? html`<ol class="reviews-list">${recent.map(
    (review) => html`<li class="review"><p class="review-author"><strong>${review.authorName}</strong> ${stars(review.rating, starsLabel(review.rating))} ${date(review.reviewDate, locale)}</p>
<p class="review-content">${review.content}</p>${ownerResponses(review).map(
      (response) => html`
<div class="review-response"><p><strong>${text.ownerResponse}</strong> ${date(response.date, locale)}</p><p>${response.content}</p></div>`,
    )}</li>
`,
  )}</ol>` : ''}
${options.config?.hideSchema === true || reviews.total === 0 ? '' : html`<script type="application/ld+json">${jsonBlock(reviewsJsonLd({ ...reviews, recent }, brandName))}</script>`}
</section>`;
}

/** The location page's reviews block, built from the fixture location (a location without reviews says so). */
export function reviewsSection(location: FixtureLocation): Raw {
  return reviewsBlock(location.reviews, { id: 'reviews', locale: location.locale, config: { brandName: BRAND_NAME } });
}
