import { googleFactory } from './google/create';

/** Google Maps with an API key (config apiID); config channelId, when set, is sent as the usage channel. */
export const createMap = googleFactory('Google-Free', ({ credentials }) => ({ kind: 'key', key: credentials.apiId, channel: credentials.channelId }));
