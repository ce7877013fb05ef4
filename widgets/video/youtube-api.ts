import type { YTNamespace } from './youtube-types';

let pending: Promise<YTNamespace> | null = null;

/**
 * Loads the YouTube IFrame API once per page and resolves with `window.YT` when it is ready. Uses an API the page
 * already loaded itself. The API announces readiness by calling the global `onYouTubeIframeAPIReady`: a handler the
 * page set before is chained, not replaced. A failed script load rejects and lets a later call try again.
 */
export function loadYouTubeApi(src: string): Promise<YTNamespace> {
  const win = window;
  const existing = win.YT;
  if (existing?.Player && existing.loaded === 1) return Promise.resolve(existing);
  if (pending) return pending;
  const load: Promise<YTNamespace> = new Promise<YTNamespace>((resolve, reject) => {
    const ready = () => {
      if (win.YT?.Player) resolve(win.YT);
      else fail(new Error('the video player script ran but defined no YT.Player'));
    };
    const fail = (error: Error) => {
      // This load's own failure: a newer one under way stays.
      if (pending === load) pending = null;
      reject(error);
    };
    // The page's own copy of the API is loading: wait for it rather than load a second one.
    if (existing && typeof existing.ready === 'function') return existing.ready(ready);
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      ready();
      if (typeof previous === 'function') previous();
    };
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail(new Error(`the video player script could not be loaded (${src})`));
    };
    document.head.append(script);
  });
  pending = load;
  return load;
}

/**
 * Forgets a load under way (one that hung: the next call adds the script again; the API itself guards against loading
 * twice), when `load` is the one under way (a newer one stays); any with no argument (tests start afresh).
 */
export function forgetYouTubeApi(load?: Promise<YTNamespace>): void {
  if (!load || pending === load) pending = null;
}
