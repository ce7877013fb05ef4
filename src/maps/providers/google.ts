import { googleFactory } from './google/create';

/** Google Maps with a premium-plan client id (config apiID) and channel (config channelId). */
export const createMap = googleFactory('Google', ({ credentials }) => ({ kind: 'client', client: credentials.apiId, channel: credentials.channelId }));
