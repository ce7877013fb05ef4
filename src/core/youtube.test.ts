// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYouTubeAddress, playerVars, thumbnailUrl } from './youtube';

const parseYouTubeId = (address: string) => parseYouTubeAddress(address)?.id ?? null;

const ID = 'M7lc1UVf-VE';

describe('parseYouTubeAddress', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `http://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `//www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=3`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://YouTu.be/${ID}  `,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/v/${ID}`,
  ])('finds the id in %s', (address) => {
    expect(parseYouTubeId(address)).toBe(ID);
  });

  it('gives the address made absolute, for a link', () => {
    expect(parseYouTubeAddress(`www.youtube.com/watch?v=${ID}`)).toEqual({ id: ID, href: `https://www.youtube.com/watch?v=${ID}`, start: 0 });
    expect(parseYouTubeAddress(`//youtu.be/${ID}`)?.href).toBe(`https://youtu.be/${ID}`);
    expect(parseYouTubeAddress(`http://youtube.com/watch?v=${ID}`)?.href).toBe(`http://youtube.com/watch?v=${ID}`);
  });

  it.each([
    [`https://youtu.be/${ID}?t=90`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, 42],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, 90],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, 3723],
    [`https://www.youtube.com/watch?v=${ID}&t=1h`, 3600],
    [`https://www.youtube.com/watch?v=${ID}#t=2m`, 120],
    [`https://www.youtube.com/embed/${ID}?start=15`, 15],
    [`https://www.youtube.com/watch?v=${ID}`, 0],
    [`https://www.youtube.com/watch?v=${ID}&t=`, 0],
    [`https://www.youtube.com/watch?v=${ID}&t=soon`, 0],
    [`https://www.youtube.com/watch?v=${ID}&t=-5`, 0],
  ])('reads the start second of %s as %i', (address, start) => {
    expect(parseYouTubeAddress(address)?.start).toBe(start);
  });

  it.each([
    '',
    'not a url',
    'https://vimeo.com/76979871',
    `https://www.youtube.com/watch?v=${ID.slice(1)}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${ID}`,
    `https://youtu.be/${ID}/extra`,
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://www.youtube.com/playlist/${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
  ])('refuses %j', (address) => {
    expect(parseYouTubeId(address)).toBeNull();
  });

  it('round-trips every valid id in each shape, and only ever returns an 11-character id', () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
    fc.assert(
      fc.property(id, fc.constantFrom('https://www.youtube.com/watch?v=', 'https://youtu.be/', 'https://www.youtube.com/embed/'), (videoId, prefix) => {
        expect(parseYouTubeId(prefix + videoId)).toBe(videoId);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseYouTubeId(text);
        expect(result === null || /^[A-Za-z0-9_-]{11}$/.test(result)).toBe(true);
      }),
    );
  });
});

describe('thumbnailUrl', () => {
  it('builds {base}/{id}/{index}.jpg', () => {
    expect(thumbnailUrl('https://img.youtube.com/vi', ID, 0)).toBe(`https://img.youtube.com/vi/${ID}/0.jpg`);
    expect(thumbnailUrl('http://127.0.0.1:4404/sandbox/youtube/vi/', ID, 2)).toBe(`http://127.0.0.1:4404/sandbox/youtube/vi/${ID}/2.jpg`);
  });
});

describe('playerVars', () => {
  it('follows the attributes: controls when present, related unless hidden, title per show-title, autoplay', () => {
    expect(playerVars({ showControls: false, hideRelated: false, showTitle: false })).toEqual({ autoplay: 1, controls: 0, rel: 1, showinfo: 0 });
    expect(playerVars({ showControls: true, hideRelated: true, showTitle: true })).toEqual({ autoplay: 1, controls: 1, rel: 0, showinfo: 1 });
  });

  it('starts at the second the address gave, and says nothing of a start otherwise', () => {
    expect(playerVars({ showControls: false, hideRelated: false, showTitle: false, start: 90 })).toEqual({ autoplay: 1, controls: 0, rel: 1, showinfo: 0, start: 90 });
    expect(playerVars({ showControls: false, hideRelated: false, showTitle: false, start: 0 })).not.toHaveProperty('start');
  });
});
