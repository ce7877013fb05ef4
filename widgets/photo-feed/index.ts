import type { WidgetDefinition } from '../../src/loader/types';
import { parsePhotoFeedConfig, type PhotoFeedConfig } from './config';
import { PhotoFeed } from './PhotoFeed';

/** Emits 'ready' once the first page arrived or failed. */
const photoFeed: WidgetDefinition<PhotoFeedConfig> = { mode: 'replace', parse: parsePhotoFeedConfig, Component: PhotoFeed, signalsReady: true };
export default photoFeed;
