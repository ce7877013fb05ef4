import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseVideoConfig } from './config';

const VIDEO_URL = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const input = (data: Record<string, string>, json?: unknown, locale = 'en'): ConfigInput => ({ widget: 'video', id: 'v', json, data, locale });

describe('parseVideoConfig', () => {
  it('defaults: from the start, thumbnail 0, no title bar, no controls, related videos shown', () => {
    const result = parseVideoConfig(input({ videoUrl: VIDEO_URL }));
    expect(result).toEqual({
      ok: true,
      value: {
        videoUrl: VIDEO_URL,
        videoId: 'M7lc1UVf-VE',
        start: 0,
        thumbnailIndex: 0,
        showTitle: false,
        showControls: false,
        hideRelated: false,
        title: null,
        labels: { playVideo: 'Play video', playVideoTitled: 'Play video: {title}', videoPlayer: 'Video player', watchOnYouTube: 'Watch the video on YouTube' },
      },
    });
  });

  it('reads the attributes: presence switches on, "0" and "false" switch off', () => {
    const result = parseVideoConfig(
      input({ videoUrl: 'https://youtu.be/M7lc1UVf-VE', thumbnailIndex: '2', showTitle: '1', showControls: '', hideRelated: '', title: ' Store tour ' }),
    );
    expect(result.ok && result.value).toMatchObject({ thumbnailIndex: 2, showTitle: true, showControls: true, hideRelated: true, title: 'Store tour' });
    const off = parseVideoConfig(input({ videoUrl: VIDEO_URL, showTitle: '0', showControls: 'false', hideRelated: '0' }));
    expect(off.ok && off.value).toMatchObject({ showTitle: false, showControls: false, hideRelated: false });
  });

  it('takes the JSON block (booleans or 1/0) and localized labels with overrides', () => {
    const result = parseVideoConfig(input({}, { videoUrl: VIDEO_URL, showTitle: 1, showControls: true, playVideo: 'Lancer' }, 'fr_FR'));
    expect(result.ok && result.value).toMatchObject({ showTitle: true, showControls: true, hideRelated: false });
    expect(result.ok && result.value.labels).toEqual({
      playVideo: 'Lancer',
      playVideoTitled: 'Lire la vidéo : {title}',
      videoPlayer: 'Lecteur vidéo',
      watchOnYouTube: 'Regarder la vidéo sur YouTube',
    });
  });

  it('an unparsable address or a bad thumbnail index is a configuration error', () => {
    expect(parseVideoConfig(input({ videoUrl: 'https://vimeo.com/1', thumbnailIndex: '7' }))).toEqual({
      ok: false,
      errors: [
        '[locator] video#v: data-video-url must be a YouTube address (watch?v=, youtu.be/, /embed/ or /shorts/), got "https://vimeo.com/1"',
        '[locator] video#v: data-thumbnail-index must be one of 0, 1, 2, 3, got "7"',
      ],
    });
    expect(parseVideoConfig(input({}))).toEqual({
      ok: false,
      errors: ['[locator] video#v: config.videoUrl must be a YouTube address (watch?v=, youtu.be/, /embed/ or /shorts/), got ""'],
    });
    expect(parseVideoConfig(input({ videoUrl: VIDEO_URL }, { showTitle: 'yes' })).ok).toBe(false);
  });

  it('makes a scheme-less or protocol-relative address absolute for the fallback link', () => {
    for (const given of ['www.youtube.com/watch?v=M7lc1UVf-VE', '//youtu.be/M7lc1UVf-VE']) {
      const result = parseVideoConfig(input({ videoUrl: given }));
      expect(result.ok && result.value.videoUrl, given).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)M7lc1UVf-VE$/);
    }
  });
});
