import { parseYouTubeAddress, THUMBNAIL_INDEXES } from '../../src/core/youtube';
import { strings } from '../../src/i18n/strings';
import type { VideoStrings } from '../../src/i18n/video';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface VideoConfig {
  /** The address as the markup gives it (the fallback link when the player cannot load). */
  videoUrl: string;
  videoId: string;
  /** The second the address starts at (`t=1m30s`, `start=90`); 0 from the start. */
  start: number;
  /** Spec §9: default 0. */
  thumbnailIndex: number;
  /** Spec §9: show-title default 0. */
  showTitle: boolean;
  /** Spec §5: controls only when the attribute is present. */
  showControls: boolean;
  /** Spec §5: related videos unless the attribute is present. */
  hideRelated: boolean;
  /** The video's title, for the play button's accessible name; null when the markup gives none. */
  title: string | null;
  labels: VideoStrings;
}

export function parseVideoConfig(input: ConfigInput): ParseResult<VideoConfig> {
  const read = new ConfigReader(input);
  const urlAttr = read.attr('videoUrl');
  const videoUrl = (urlAttr ?? read.string('videoUrl', '')).trim();
  const video = parseYouTubeAddress(videoUrl);
  if (!video) {
    read.fail(urlAttr === undefined ? 'config.videoUrl' : 'data-video-url', 'a YouTube address (watch?v=, youtu.be/, /embed/ or /shorts/)', videoUrl);
  }
  const thumbnailIndex = read.attrNumber('thumbnailIndex', read.number('thumbnailIndex', 0));
  if (!(THUMBNAIL_INDEXES as readonly number[]).includes(thumbnailIndex)) {
    read.fail('data-thumbnail-index', `one of ${THUMBNAIL_INDEXES.join(', ')}`, read.attr('thumbnailIndex') ?? thumbnailIndex);
  }
  const title = (read.attrText('title') ?? read.string('title', '')).trim();
  const labels = { ...strings(input.locale).video };
  for (const key of Object.keys(labels) as (keyof VideoStrings)[]) {
    labels[key] = read.string(key, labels[key]);
  }
  return read.result({
    // The fallback link's address: absolute, or a scheme-less one would resolve against the page.
    videoUrl: video?.href ?? videoUrl,
    videoId: video?.id ?? '',
    start: video?.start ?? 0,
    thumbnailIndex,
    showTitle: switchValue(read, 'showTitle', false),
    showControls: switchValue(read, 'showControls', false),
    hideRelated: switchValue(read, 'hideRelated', false),
    title: title || null,
    labels,
  });
}

/**
 * An on/off setting from a data attribute or the JSON block. The attribute counts by its presence
 * (`data-show-controls`), except the explicit off values "0" and "false" (`data-show-title="0"`); JSON takes
 * true/false or 1/0.
 */
function switchValue(read: ConfigReader, name: string, fallback: boolean): boolean {
  const attr = read.attr(name);
  if (attr !== undefined) return read.flag(name);
  const value = read.raw(name);
  if (value === 0 || value === 1) return value === 1;
  return read.boolean(name, fallback);
}
