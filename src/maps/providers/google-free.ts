import type { AdapterFactory } from '../types';
import { createGoogleMap } from './google/create';

/** Google Maps with an API key (config apiID); config channelId, when set, is sent as the usage channel. */
export const createMap: AdapterFactory = (container, view, context) =>
  createGoogleMap('Google-Free', { kind: 'key', key: context.credentials.apiId, channel: context.credentials.channelId }, container, view, context);
