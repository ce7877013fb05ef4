import { createContext, useContext } from 'react';
import type { ReviewStrings } from '../../src/i18n/reviews';
import type { WidgetContext } from '../../src/loader/types';

/** What every part of the reviews view needs from its widget: texts, locale and the widget's guard. */
export interface ReviewsEnv {
  labels: ReviewStrings;
  locale: string;
  /** The CMS pattern for list dates, or null for Intl's short date. */
  dateFormat: string | null;
  starIcons: { full: string; half: string; empty: string } | null;
  guard: WidgetContext['guard'];
}

export const ReviewsEnvContext = createContext<ReviewsEnv | null>(null);

export function useReviewsEnv(): ReviewsEnv {
  const env = useContext(ReviewsEnvContext);
  if (!env) throw new Error('reviews: view rendered outside its widget');
  return env;
}
