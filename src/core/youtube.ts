/** YouTube video ids: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?youtube(?:-nocookie)?\.com$/;

/**
 * A YouTube video address as a CMS pastes it: its video id, the address made absolute (a link to a scheme-less one
 * would resolve against the page), and the second it starts at (0 from the start). Null when the address is not one
 * of the shapes a CMS pastes: `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/embed/ID` (also
 * youtube-nocookie.com), `/shorts/ID`, `/live/ID` or `/v/ID`, with or without other parameters. Protocol-relative
 * and scheme-less addresses are accepted. The start is YouTube's share-link `t` (`90`, `90s`, `1m30s`, `1h2m`, also
 * after `#`) or the embed address's `start`.
 *
 * @example
 * parseYouTubeAddress('https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m30s')?.start; // 90
 * parseYouTubeAddress('youtu.be/M7lc1UVf-VE'); // { id: 'M7lc1UVf-VE', href: 'https://youtu.be/M7lc1UVf-VE', start: 0 }
 * parseYouTubeAddress('https://vimeo.com/76979871'); // null
 */
export function parseYouTubeAddress(address: string): { id: string; href: string; start: number } | null {
  const url = absoluteAddress(address);
  const id = url && youTubeIdOf(url);
  return url && id ? { id, href: url.href, start: startOf(url) } : null;
}

/** The path forms besides `watch?v=` that name one video: `/embed/ID`, `/shorts/ID`, `/live/ID`, `/v/ID`. */
const VIDEO_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

/** `t` or `start` as whole seconds: `90`, `90s`, `1m30s`, `1h2m3s`; 0 when absent or not a time. */
function startOf(url: URL): number {
  const fragment = new URLSearchParams(url.hash.slice(1));
  const value = (url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t') ?? '').trim();
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/i.exec(value);
  if (!match || value === '') return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The video id of an absolute address, or null when it is not a YouTube video's. */
function youTubeIdOf(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (YOUTUBE_HOSTS.test(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments.length === 2 && VIDEO_PATHS.has(segments[0]!)) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** An http(s) address made absolute: a scheme-less or protocol-relative one gets https. Null for anything else. */
function absoluteAddress(address: string): URL | null {
  if (typeof address !== 'string') return null;
  const trimmed = address.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/** YouTube serves thumbnails 0 (480x360) and 1 to 3 (120x90) by index. */
export const THUMBNAIL_INDEXES = [0, 1, 2, 3] as const;

/**
 * The thumbnail address `{base}/{id}/{index}.jpg` (spec §7: jpg by video id and thumbnail index).
 *
 * @example
 * thumbnailUrl('https://img.youtube.com/vi', 'M7lc1UVf-VE', 0); // 'https://img.youtube.com/vi/M7lc1UVf-VE/0.jpg'
 */
export function thumbnailUrl(base: string, videoId: string, index: number): string {
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(videoId)}/${index}.jpg`;
}

export interface PlayerOptions {
  showControls: boolean;
  hideRelated: boolean;
  showTitle: boolean;
  /** The second to start at, from the address; 0 plays from the start. */
  start?: number;
}

/**
 * The player parameters (spec §5, §9): controls only when asked for, related videos unless hidden, the title per
 * show-title (default off), autoplay because the player is only created when the visitor pressed play, and the
 * start second when the address gave one.
 */
export function playerVars(options: PlayerOptions): Record<'autoplay' | 'controls' | 'rel' | 'showinfo', 0 | 1> & { start?: number } {
  const vars = {
    autoplay: 1,
    controls: options.showControls ? 1 : 0,
    rel: options.hideRelated ? 0 : 1,
    showinfo: options.showTitle ? 1 : 0,
  } as const;
  return options.start && options.start > 0 ? { ...vars, start: options.start } : vars;
}
