/** The video widget's texts per language; `{title}` is replaced by the video's title. */
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

export const videoStrings: Record<'en' | 'fr' | 'it' | 'de' | 'es' | 'nl' | 'ja', VideoStrings> = {
  en: { playVideo: 'Play video', playVideoTitled: 'Play video: {title}', videoPlayer: 'Video player', watchOnYouTube: 'Watch the video on YouTube' },
  fr: { playVideo: 'Lire la vidéo', playVideoTitled: 'Lire la vidéo : {title}', videoPlayer: 'Lecteur vidéo', watchOnYouTube: 'Regarder la vidéo sur YouTube' },
  it: { playVideo: 'Riproduci il video', playVideoTitled: 'Riproduci il video: {title}', videoPlayer: 'Lettore video', watchOnYouTube: 'Guarda il video su YouTube' },
  de: { playVideo: 'Video abspielen', playVideoTitled: 'Video abspielen: {title}', videoPlayer: 'Videoplayer', watchOnYouTube: 'Video auf YouTube ansehen' },
  es: { playVideo: 'Reproducir vídeo', playVideoTitled: 'Reproducir vídeo: {title}', videoPlayer: 'Reproductor de vídeo', watchOnYouTube: 'Ver el vídeo en YouTube' },
  nl: { playVideo: 'Video afspelen', playVideoTitled: 'Video afspelen: {title}', videoPlayer: 'Videospeler', watchOnYouTube: 'Bekijk de video op YouTube' },
  ja: { playVideo: '動画を再生', playVideoTitled: '動画を再生：{title}', videoPlayer: '動画プレーヤー', watchOnYouTube: 'YouTubeで動画を見る' },
};
