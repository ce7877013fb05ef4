/** The part of the YouTube IFrame Player API the widget uses (https://developers.google.com/youtube/iframe_api_reference). */
export interface YTPlayer {
  destroy(): void;
  getIframe?(): HTMLIFrameElement;
}

export interface YTPlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  playerVars: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YTPlayer }) => void;
    onError?: (event: { target: YTPlayer; data: number }) => void;
  };
}

export interface YTNamespace {
  /** Replaces `element` (or the element with that id) by the player's iframe. */
  Player: new (element: HTMLElement | string, options: YTPlayerOptions) => YTPlayer;
  /** 1 once the API is ready. */
  loaded?: number;
  /** Runs the callback when the API is ready (defined by the loader script before it is). */
  ready?: (callback: () => void) => void;
}

declare global {
  interface Window {
    YT?: YTNamespace;
    /** The global the API calls once it is ready; a page may have set its own. */
    onYouTubeIframeAPIReady?: () => void;
  }
}
