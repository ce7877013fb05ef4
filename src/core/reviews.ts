/** Review data as the reviews widget reads it (spec §3, Reviews object). Dates are ISO calendar dates. */
export interface ReviewComment {
  isOwnerResponse: boolean;
  date: string;
  content: string;
}

export interface Review {
  authorName: string;
  /** 1..5 */
  rating: number;
  reviewDate: string;
  content: string;
  comments: ReviewComment[];
  /** Optional picture of the reviewer (an extension; not in the spec's data). */
  avatarUrl?: string;
}

export interface ReviewsData {
  recent: Review[];
  /** All reviews of the location, not only the recent ones: 'Based on N Reviews'. */
  total: number;
  averageRating: number;
}

/** Replies from others are never shown (spec §5, §6): only the owner's responses. */
export function ownerResponses(review: Review): ReviewComment[] {
  return review.comments.filter((comment) => comment.isOwnerResponse === true);
}

/** The 'Displaying reviews 1 - X out of the N most recent' text appears only when the total is above 2 (spec §9). */
export function showsDisplayingText(total: number): boolean {
  return total > 2;
}

const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

/**
 * schema.org markup of the reviews: an AggregateRating of all reviews and one Review per recent review, on the
 * business they rate. Content stays data: it goes through JSON, never through HTML.
 */
export function reviewsJsonLd(data: ReviewsData, brandName?: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...(brandName ? { name: brandName } : {}),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: data.averageRating, reviewCount: data.total, ...RATING_SCALE },
    review: data.recent.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.authorName },
      datePublished: review.reviewDate,
      reviewBody: review.content,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...RATING_SCALE },
    })),
  };
}

/**
 * JSON for the text of a <script> element: `<` becomes \u003c, so no value can close the element
 * ('</script>') or open a comment, and the JSON still parses to the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
