import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

/** The server-rendered reviews: what a visitor sees with JavaScript off. */
export function reviewsSection(location: FixtureLocation): Raw {
  const { reviews } = location;
  if (!reviews.recent.length) return html`<section aria-labelledby="reviews-title"><h2 id="reviews-title">Recent Reviews</h2><p>No reviews yet.</p></section>`;
  return html`<section aria-labelledby="reviews-title"><h2 id="reviews-title">Recent Reviews</h2><p class="reviews-summary">Based on ${reviews.total} Reviews · ${reviews.averageRating} / 5</p>
<ol class="reviews-list">${reviews.recent.map(
    (review) => html`<li class="review"><p class="review-author">${review.authorName} · ${review.rating} / 5 · <time datetime="${review.reviewDate}">${review.reviewDate}</time></p>
<p class="review-content">${review.content}</p>
${review.comments
  .filter((comment) => comment.isOwnerResponse)
  .map((comment) => html`<blockquote class="review-response"><p>Response from the owner (${comment.date}): ${comment.content}</p></blockquote>`)}</li>`,
  )}</ol></section>`;
}

