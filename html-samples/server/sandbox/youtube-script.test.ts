import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeIframeApiScript } from './youtube-script';

type FakeWindow = { YT?: { Player: new (el: Element | string, options: object) => { getIframe(): HTMLIFrameElement | null; destroy(): void }; loaded: number } };

afterEach(() => {
  delete (window as unknown as FakeWindow).YT;
  delete (window as { onYouTubeIframeAPIReady?: unknown }).onYouTubeIframeAPIReady;
  document.body.innerHTML = '';
});

describe('the fake IFrame API script', () => {
  it('defines YT.Player, calls onYouTubeIframeAPIReady, and replaces the target by an embed iframe with the playerVars', () => {
    const ready = vi.fn();
    (window as { onYouTubeIframeAPIReady?: unknown }).onYouTubeIframeAPIReady = ready;
    new Function(fakeIframeApiScript('http://sandbox.test/sandbox/youtube/embed/'))();
    expect(ready).toHaveBeenCalledTimes(1);
    const YT = (window as unknown as FakeWindow).YT!;
    expect(YT.loaded).toBe(1);
    document.body.innerHTML = '<div id="wrap"><div id="target"></div></div>';
    const player = new YT.Player(document.getElementById('target')!, { videoId: 'M7lc1UVf-VE', playerVars: { autoplay: 1, controls: 0, rel: 1 } });
    const iframe = document.querySelector('#wrap > iframe') as HTMLIFrameElement;
    expect(iframe.src).toBe('http://sandbox.test/sandbox/youtube/embed/M7lc1UVf-VE?autoplay=1&controls=0&rel=1&enablejsapi=1');
    expect(iframe.id).toBe('target');
    expect(player.getIframe()).toBe(iframe);
    player.destroy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('calls onError with the code the embed frame posts, only for its own frame and until destroyed', () => {
    new Function(fakeIframeApiScript('http://sandbox.test/sandbox/youtube/embed/'))();
    const YT = (window as unknown as FakeWindow).YT!;
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    const onError = vi.fn();
    const player = new YT.Player('a', { videoId: 'NoEmbed-150', playerVars: {}, events: { onError } });
    const other = new YT.Player('b', { videoId: 'M7lc1UVf-VE', playerVars: {} });
    const post = (from: HTMLIFrameElement | null) =>
      window.dispatchEvent(new MessageEvent('message', { data: { sandboxYouTubeError: 150 }, source: from!.contentWindow }));
    post(other.getIframe());
    expect(onError).not.toHaveBeenCalled();
    post(player.getIframe());
    expect(onError).toHaveBeenCalledExactlyOnceWith({ target: player, data: 150 });
    const frame = player.getIframe();
    player.destroy();
    document.body.append(frame!);
    post(frame);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

