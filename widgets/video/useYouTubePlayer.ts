import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { playerVars } from '../../src/core/youtube';
import type { WidgetContext } from '../../src/loader/types';
import { endpoints } from '../../src/services/endpoints';
import { focusLost } from '../../src/loader/runtime/focus-rescue';
import type { VideoConfig } from './config';
import { forgetYouTubeApi, loadYouTubeApi } from './youtube-api';
import type { YTNamespace, YTPlayer } from './youtube-types';

export type PlayerState = 'idle' | 'loading' | 'playing' | 'error';

/** How long the player script may take before the visitor gets the plain link instead. */
export const LOAD_TIMEOUT_MS = 15_000;

/**
 * The thumbnail-then-player life cycle: nothing is loaded until `play()`; then the IFrame API (once per page), then
 * a player in `hostRef`, which React never renders into (the API replaces nodes there), with focus moved into it.
 * A script that fails or hangs, or a video the player cannot play, gives 'error' (the view shows a link to the video)
 * and one report.
 */
export function useYouTubePlayer(config: VideoConfig, context: WidgetContext) {
  const [state, setState] = useState<PlayerState>('idle');
  const stateRef = useRef<PlayerState>('idle');
  const hostRef = useRef<HTMLDivElement>(null);
  const fallbackRef = useRef<HTMLAnchorElement>(null);
  const playerRef = useRef<YTPlayer | null>(null);

  const move = useCallback((next: PlayerState) => {
    stateRef.current = next;
    setState(next);
  }, []);

  const play = useCallback(() => {
    if (stateRef.current !== 'idle') return;
    move('loading');
    const { signal } = context;
    const fail = (error: unknown) => {
      if (signal.aborted || stateRef.current !== 'loading') return;
      context.report(error, { videoUrl: config.videoUrl });
      move('error');
    };
    const api = loadYouTubeApi(endpoints().videoApi);
    const timer = setTimeout(
      context.guard(() => {
        // A script that hung is not waited for again: the next play asks for it anew (the API loads only once).
        forgetYouTubeApi(api);
        fail(new Error(`the video player script did not answer within ${LOAD_TIMEOUT_MS} ms`));
      }),
      LOAD_TIMEOUT_MS,
    );
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    api.then(
      context.guard((YT: YTNamespace) => {
        clearTimeout(timer);
        const host = hostRef.current;
        if (signal.aborted || stateRef.current !== 'loading' || !host) return;
        const target = host.ownerDocument.createElement('div');
        host.append(target);
        playerRef.current = new YT.Player(target, {
          videoId: config.videoId,
          width: '100%',
          height: '100%',
          playerVars: playerVars(config),
          events: {
            // Some API versions add the iframe only later: focus it once it is there.
            onReady: context.guard(() => focusPlayer(host)),
            // The video itself cannot play here (removed, private, not embeddable): the link to it replaces the
            // player, whose own message would leave the visitor at a dead end.
            onError: context.guard((event: { data: number }) => {
              if (signal.aborted || stateRef.current !== 'playing') return;
              context.report(new Error(`the video player could not play the video: ${playerErrorText(event.data)}`), {
                videoUrl: config.videoUrl,
              });
              releasePlayer(playerRef, host);
              move('error');
            }),
          },
        });
        move('playing');
      }),
      context.guard((error: unknown) => {
        clearTimeout(timer);
        fail(error);
      }),
    );
  }, [config, context, move]);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (state === 'playing' && host) {
      const iframe = host.querySelector('iframe');
      if (iframe && !iframe.title) iframe.title = playerTitle(config.labels, config.title);
      focusPlayer(host);
    }
    // The play button is gone: keep focus on what replaced it, when the focus went with it. A visitor who moved on
    // while the script loaded (15 s at most) keeps their place.
    if (state === 'error' && focusLost()) fallbackRef.current?.focus();
  }, [state, config]);

  useEffect(() => () => releasePlayer(playerRef, hostRef.current), []);

  return { state, play, hostRef, fallbackRef };
}

function releasePlayer(playerRef: { current: YTPlayer | null }, host: HTMLElement | null): void {
  try {
    playerRef.current?.destroy();
  } catch {
    // A player torn down by the page already: nothing left to release.
  }
  playerRef.current = null;
  host?.replaceChildren();
}

/** The IFrame API's error codes (its onError `data`), in words for the report. */
export function playerErrorText(code: number): string {
  const text: Record<number, string> = {
    2: 'the request has an invalid parameter',
    5: 'the HTML5 player cannot play it',
    100: 'the video was not found (removed or private)',
    101: 'its owner does not allow it to be played on other sites',
    150: 'its owner does not allow it to be played on other sites',
  };
  return `${text[code] ?? 'an unknown error'} (YouTube error ${code})`;
}

/**
 * Moves focus into the player frame when the focus went with the play button: nowhere, or on the widget (where the
 * runtime puts a focus it saw taken away). One the visitor put elsewhere meanwhile stays there.
 */
function focusPlayer(host: HTMLElement): void {
  const iframe = host.querySelector('iframe');
  if (iframe && focusLost()) iframe.focus();
}

/**
 * The player frame's name: "Video player: <title>", punctuated as the language's play-button template punctuates it
 * ("Lecteur vidéo : …" in French); a template that does not start with the play text gets a plain ": ".
 */
export function playerTitle({ playVideo: play, playVideoTitled: template, videoPlayer: player }: { playVideo: string; playVideoTitled: string; videoPlayer: string }, title: string | null): string {
  return title ? (template.startsWith(play) ? player + template.slice(play.length) : `${player}: {title}`).replace('{title}', () => title) : player;
}
