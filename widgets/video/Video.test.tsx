import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { YTPlayerOptions } from './youtube-types';

const reportError = vi.fn();
vi.mock('../../src/services/report', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { resetEndpoints } = await import('../../src/services/endpoints');
const { forgetYouTubeApi } = await import('./youtube-api');
const { LOAD_TIMEOUT_MS } = await import('./useYouTubePlayer');
const { default: video } = await import('./index');

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
const created: { target: HTMLElement; options: YTPlayerOptions; destroy: ReturnType<typeof vi.fn> }[] = [];

/** What the real API does, in small: replaces the target by an iframe. */
class FakePlayer {
  destroy = vi.fn();
  constructor(target: HTMLElement, options: YTPlayerOptions) {
    const iframe = document.createElement('iframe');
    iframe.src = `https://www.youtube.com/embed/${options.videoId}`;
    target.replaceWith(iframe);
    created.push({ target, options, destroy: this.destroy });
  }
}

function page(attrs = ''): HTMLElement {
  document.body.innerHTML = `<div data-locator="video" id="vid" data-video-url="https://www.youtube.com/watch?v=M7lc1UVf-VE" data-title="Store tour" ${attrs}><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch the store tour</a></div>`;
  return document.getElementById('vid')!;
}
const apiScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src="https://www.youtube.com/iframe_api"]'));
/** Plays the part of the API script: defines YT and calls the ready global. */
function apiArrives() {
  window.YT = { Player: FakePlayer as never, loaded: 1 };
  window.onYouTubeIframeAPIReady?.();
}
const flush = () => act(async () => void (await Promise.resolve()));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  resetEndpoints();
  forgetYouTubeApi();
  created.length = 0;
  reportError.mockClear();
});
afterEach(() => {
  delete window.YT;
  delete window.onYouTubeIframeAPIReady;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('video widget', () => {
  it('shows the thumbnail as a named button and loads nothing before play', () => {
    act(() => void mountWidget(page('data-thumbnail-index="2"'), 'video', video, env()));
    const button = screen.getByRole('button', { name: 'Play video: Store tour' });
    expect(button.querySelector('img')!.getAttribute('src')).toBe('https://img.youtube.com/vi/M7lc1UVf-VE/2.jpg');
    expect(button.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(apiScripts()).toHaveLength(0);
    expect(screen.queryByText('Watch the store tour')).toBeNull();
  });

  it('names the button with the title as written, $ signs included', () => {
    const host = page();
    host.dataset.title = 'Save $$ now: $& $1';
    act(() => void mountWidget(host, 'video', video, env()));
    expect(screen.getByRole('button', { name: 'Play video: Save $$ now: $& $1' })).toBeTruthy();
  });

  it('on play loads the API once, creates the player with the playerVars and moves focus into it', async () => {
    act(() => void mountWidget(page('data-show-controls data-hide-related'), 'video', video, env()));
    const button = screen.getByRole('button', { name: 'Play video: Store tour' });
    button.focus();
    act(() => fireEvent.click(button));
    expect(apiScripts()).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => fireEvent.click(button));
    expect(apiScripts()).toHaveLength(1);
    apiArrives();
    await flush();
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toMatchObject({ videoId: 'M7lc1UVf-VE', playerVars: { autoplay: 1, controls: 1, rel: 0, showinfo: 0 } });
    const iframe = document.querySelector('#vid iframe') as HTMLIFrameElement;
    expect(iframe.title).toBe('Video player: Store tour');
    expect(document.activeElement).toBe(iframe);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a play by mouse, so no focus ring shows over the frame until the focus leaves it', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    const box = () => document.querySelector('#vid .locator-video')!;
    act(() => fireEvent.click(screen.getByRole('button'), { detail: 1 }));
    apiArrives();
    await flush();
    const iframe = document.querySelector('#vid iframe') as HTMLIFrameElement;
    expect(document.activeElement).toBe(iframe);
    expect(box().hasAttribute('data-clicked')).toBe(true);
    act(() => iframe.blur());
    expect(box().hasAttribute('data-clicked')).toBe(false);
  });

  it('a play by Enter or Space (a click without a count) is not marked', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button'), { detail: 0 }));
    apiArrives();
    await flush();
    expect(document.activeElement).toBe(document.querySelector('#vid iframe'));
    expect(document.querySelector('#vid .locator-video')!.hasAttribute('data-clicked')).toBe(false);
  });

  it('defaults to no controls, related videos and no title', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    apiArrives();
    await flush();
    expect(created[0]!.options.playerVars).toEqual({ autoplay: 1, controls: 0, rel: 1, showinfo: 0 });
  });

  it("chains the page's own onYouTubeIframeAPIReady handler", async () => {
    const pageHandler = vi.fn();
    window.onYouTubeIframeAPIReady = pageHandler;
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    apiArrives();
    await flush();
    expect(pageHandler).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
  });

  it('uses an API the page already loaded, without a second script', async () => {
    window.YT = { Player: FakePlayer as never, loaded: 1 };
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    await flush();
    expect(apiScripts()).toHaveLength(0);
    expect(created).toHaveLength(1);
  });

  it('a script that fails to load gives a focused link to the video and one report', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => void apiScripts()[0]!.dispatchEvent(new Event('error')));
    await flush();
    const link = screen.getByRole('link', { name: 'Watch the video on YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(document.activeElement).toBe(link);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(apiScripts()).toHaveLength(0);
  });

  it('a script that never answers gives the link after the timeout', async () => {
    vi.useFakeTimers();
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS));
    expect(screen.getByRole('link', { name: 'Watch the video on YouTube' })).toBeTruthy();
    // A late API is ignored: no player appears after the visitor got the link.
    apiArrives();
    await flush();
    expect(created).toHaveLength(0);
  });

  it('leaves the focus where the visitor took it while the player loaded', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    const search = document.body.appendChild(document.createElement('input'));
    const button = screen.getByRole('button');
    button.focus();
    act(() => fireEvent.click(button));
    search.focus();
    apiArrives();
    await flush();
    expect(created).toHaveLength(1);
    expect(document.activeElement).toBe(search);
  });

  it('after a script that hung, the next play asks for it again', async () => {
    vi.useFakeTimers();
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => vi.advanceTimersByTime(LOAD_TIMEOUT_MS));
    expect(apiScripts()).toHaveLength(1);
    // Another video of the page, played once the network is back.
    const other = document.body.appendChild(document.createElement('div'));
    other.outerHTML = '<div data-locator="video" id="vid2" data-video-url="https://youtu.be/aqz-KE-bpKQ"></div>';
    act(() => void mountWidget(document.getElementById('vid2')!, 'video', video, env()));
    act(() => fireEvent.click(screen.getAllByRole('button').at(-1)!));
    expect(apiScripts()).toHaveLength(2);
  });

  it('a video the player cannot play (not embeddable) gives the focused link in the frame\'s place and one report', async () => {
    act(() => void mountWidget(page(), 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    apiArrives();
    await flush();
    expect(document.activeElement).toBe(document.querySelector('#vid iframe'));
    act(() => created[0]!.options.events!.onError!({ target: {} as never, data: 150 }));
    expect(created[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(document.querySelector('#vid iframe')).toBeNull();
    const link = screen.getByRole('link', { name: 'Watch the video on YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(document.activeElement).toBe(link);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(String(reportError.mock.calls[0]![0])).toContain('its owner does not allow it to be played on other sites (YouTube error 150)');
    // The player may signal the error again: still one link, one report.
    act(() => created[0]!.options.events!.onError!({ target: {} as never, data: 150 }));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('starts the player at the second the address gives', async () => {
    document.body.innerHTML = '';
    const host = page();
    host.dataset.videoUrl = 'https://youtu.be/M7lc1UVf-VE?t=1m30s';
    act(() => void mountWidget(host, 'video', video, env()));
    act(() => fireEvent.click(screen.getByRole('button')));
    apiArrives();
    await flush();
    expect(created[0]!.options.playerVars).toMatchObject({ start: 90 });
  });

  it('unmount destroys the player and puts the server link back', async () => {
    const host = page();
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(host, 'video', video, env())));
    act(() => fireEvent.click(screen.getByRole('button')));
    apiArrives();
    await flush();
    act(() => handle!.unmount());
    expect(created[0]!.destroy).toHaveBeenCalledTimes(1);
    expect(host.innerHTML).toBe('<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE">Watch the store tour</a>');
  });

  it('unmounting while the API loads creates no player', async () => {
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(page(), 'video', video, env())));
    act(() => fireEvent.click(screen.getByRole('button')));
    act(() => handle!.unmount());
    apiArrives();
    await flush();
    expect(created).toHaveLength(0);
  });

  it('takes the thumbnail base and API address from the services block', () => {
    document.body.innerHTML = `<script type="application/json" data-locator-page="services">{"videoThumbnails":"http://sandbox.test/youtube/vi","videoApi":"http://sandbox.test/youtube/iframe_api"}</script>`;
    document.body.insertAdjacentHTML('beforeend', '<div data-locator="video" id="v2" data-video-url="https://youtu.be/M7lc1UVf-VE"></div>');
    act(() => void mountWidget(document.getElementById('v2')!, 'video', video, env()));
    const button = screen.getByRole('button', { name: 'Play video' });
    expect(button.querySelector('img')!.getAttribute('src')).toBe('http://sandbox.test/youtube/vi/M7lc1UVf-VE/0.jpg');
    act(() => fireEvent.click(button));
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe('http://sandbox.test/youtube/iframe_api');
  });
});

describe('the player frame name', () => {
  it("is punctuated as the language's play-button template: French puts a space before the colon", async () => {
    const { playerTitle } = await import('./useYouTubePlayer');
    expect(playerTitle({ playVideo: 'Lire la vidéo', playVideoTitled: 'Lire la vidéo : {title}', videoPlayer: 'Lecteur vidéo' }, 'Visite')).toBe('Lecteur vidéo : Visite');
    expect(playerTitle({ playVideo: 'Play video', playVideoTitled: 'Play video: {title}', videoPlayer: 'Video player' }, 'Tour')).toBe('Video player: Tour');
    // A template written otherwise (an override) gets a plain colon; no title, the plain name.
    expect(playerTitle({ playVideo: 'Play', playVideoTitled: 'Watch {title} now', videoPlayer: 'Player' }, 'Tour')).toBe('Player: Tour');
    expect(playerTitle({ playVideo: 'Play', playVideoTitled: 'Play: {title}', videoPlayer: 'Player' }, null)).toBe('Player');
  });
});
