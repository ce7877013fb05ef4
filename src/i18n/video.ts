/** The video widget's texts (each language's in src/i18n/languages); `{title}` is replaced by the video's title. */
export interface VideoStrings {
  /** Accessible name of the thumbnail button when the video has no title. */
  playVideo: string;
  /** Accessible name of the thumbnail button: 'Play video: {title}'. */
  playVideoTitled: string;
  /** Title of the player frame when the player script gave it none. */
  videoPlayer: string;
  /** The link shown when the player cannot be loaded. */
  watchOnYouTube: string;
}
