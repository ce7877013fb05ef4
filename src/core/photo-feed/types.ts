/** The photo feed's vocabulary (spec §3 Photo feed item, §5 Photo feed validation), shared by the client and the widget. */

export const FEED_SOURCES = ['user', 'tagged', 'location', 'popular'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];

export const FEED_RESOLUTIONS = ['thumbnail', 'low_resolution', 'standard_resolution'] as const;
export type FeedResolution = (typeof FEED_RESOLUTIONS)[number];

export const FEED_SORTS = [
  'none',
  'random',
  'most-recent',
  'least-recent',
  'most-liked',
  'least-liked',
  'most-commented',
  'least-commented',
] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const FEED_TRANSPORTS = ['json', 'jsonp'] as const;
export type FeedTransport = (typeof FEED_TRANSPORTS)[number];

/** What a feed request needs: the source, its id, the credentials and the page size. */
export interface FeedQuery {
  get: FeedSource;
  userId?: number;
  tagName?: string;
  locationId?: number;
  accessToken?: string;
  clientId?: string;
  /** Sent as `count`; the client also cuts the answer to it after sorting, as Instafeed did. */
  limit?: number;
}

export interface FeedImage {
  url: string;
  width: number;
  height: number;
}

/** One media item, normalised from the API answer; every text field is untrusted. */
export interface Photo {
  id: string;
  /** The photo's page; null when the answer gave none or a non-http(s) one. */
  link: string | null;
  images: Partial<Record<FeedResolution, FeedImage>>;
  caption: string;
  likes: number;
  comments: number;
  locationName: string;
  /** Epoch seconds. */
  createdTime: number;
}

/** Nominal square sizes of the v1 resolutions, used when an answer omits an image's width or height. */
export const NOMINAL_SIZE: Record<FeedResolution, number> = {
  thumbnail: 150,
  low_resolution: 320,
  standard_resolution: 640,
};
