import { ownerResponses, type Review } from '../../src/core/reviews';
import { useReviewsEnv } from './env';
import { LazyImage } from './LazyImage';
import { ReviewDate } from './ReviewDate';
import { Stars } from './Stars';

/** One review in the list. Every text comes from the review data and is rendered as text, never as HTML. */
export function ReviewItem({ review }: { review: Review }) {
  const { labels } = useReviewsEnv();
  return (
    <li className="locator-review">
      <div className="locator-review__head">
        {review.avatarUrl && <LazyImage className="locator-review__avatar" src={review.avatarUrl} alt="" />}
        <p className="locator-review__author">{review.authorName}</p>
        <Stars rating={review.rating} />
        <ReviewDate value={review.reviewDate} />
      </div>
      <p className="locator-review__content">{review.content}</p>
      {/* Only the owner's responses: replies from others are never shown (spec §5, §6). */}
      {ownerResponses(review).map((response, i) => (
        <div key={i} className="locator-review__response">
          <p className="locator-review__response-title">
            <span className="locator-review__response-label">{labels.ownerResponse}</span> <ReviewDate value={response.date} />
          </p>
          <p className="locator-review__response-content">{response.content}</p>
        </div>
      ))}
    </li>
  );
}
