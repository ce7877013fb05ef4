import type { AdapterFactory } from '../types';
import { createGoogleMap } from './google/create';

/** Google Maps with a premium-plan client id (config apiID) and channel (config channelId). */
export const createMap: AdapterFactory = (container, view, context) =>
  createGoogleMap('Google', { kind: 'client', client: context.credentials.apiId, channel: context.credentials.channelId }, container, view, context);
