// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownerResponses, reviewsJsonLd, scriptJson, showsDisplayingText, type Review } from './reviews';

const review = (over: Partial<Review> = {}): Review => ({
  authorName: 'Anna S.',
  rating: 4,
  reviewDate: '2026-11-02',
  content: 'Great selection.',
  comments: [],
  ...over,
});

describe('ownerResponses', () => {
  it('keeps the owner responses only, in order', () => {
    const comments = [
      { isOwnerResponse: false, date: '2026-11-03', content: 'Totally agree.' },
      { isOwnerResponse: true, date: '2026-11-04', content: 'Thank you!' },
      { isOwnerResponse: true, date: '2026-11-05', content: 'See you soon.' },
    ];
    expect(ownerResponses(review({ comments })).map((c) => c.content)).toEqual(['Thank you!', 'See you soon.']);
  });
});

describe('showsDisplayingText', () => {
  it('is shown only above 2', () => {
    expect([0, 1, 2, 3, 12].map(showsDisplayingText)).toEqual([false, false, false, true, true]);
  });
});

describe('reviewsJsonLd', () => {
  it('describes the aggregate rating and each recent review', () => {
    const json = reviewsJsonLd({ recent: [review()], total: 31, averageRating: 4.3 }, 'Pommelune');
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Pommelune',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 31, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Anna S.' },
          datePublished: '2026-11-02',
          reviewBody: 'Great selection.',
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });
});

describe('scriptJson', () => {
  it('cannot close the script element and parses back to the same value', () => {
    expect(scriptJson({ a: '</script><img src=x onerror=alert(1)>' })).not.toContain('<');
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptJson(value);
        expect(text).not.toContain('<');
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
