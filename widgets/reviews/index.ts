import type { WidgetDefinition } from '../../src/loader/types';
import { parseReviewsConfig, type ReviewsConfig } from './config';
import { Reviews } from './Reviews';

const reviews: WidgetDefinition<ReviewsConfig> = { mode: 'replace', parse: parseReviewsConfig, Component: Reviews };
export default reviews;
