/**
 * The photo feed's error texts. The first eight are the spec's catalogue (§8), worded as Instafeed.js words them;
 * the last two are ours, for failures the legacy client could not see (a network error, no answer in time).
 */
export const FEED_ERRORS = {
  missingCredentials: 'Missing clientId or accessToken',
  invalidJson: 'Invalid JSON response',
  noImages: 'No images were returned from Instagram',
  noTagName: 'No tag name specified',
  noLocation: 'No location specified',
  noUser: 'No user specified',
  noAccessToken: 'No access token',
  requestFailed: 'The request to Instagram failed',
  timedOut: 'Instagram did not answer in time',
} as const;

/** `meta.code` other than 200. */
export const apiError = (message: string): string => `Error from Instagram: ${message}`;
/**
 * A configuration value as a message shows it. Never String() of an object: one whose toString is not a function
 * throws, and the message must not.
 */
export const shownValue = (value: unknown): string => (value && typeof value === 'object' ? 'an object' : String(value));
/** An unknown `get`. */
export const unknownSource = (value: unknown): string => `Invalid option for get: '${shownValue(value)}'.`;
/** An unknown `sortBy`. */
export const unknownSort = (value: unknown): string => `Invalid option for sortBy: '${shownValue(value)}'.`;
