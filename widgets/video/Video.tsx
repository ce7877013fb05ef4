import { useState } from 'react';
import { fillTemplate } from '../../src/core/text-template';
import { thumbnailUrl } from '../../src/core/youtube';
import type { WidgetProps } from '../../src/loader/types';
import { endpoints } from '../../src/services/endpoints';
import type { VideoConfig } from './config';
import { PlayButton } from './PlayButton';
import { useYouTubePlayer } from './useYouTubePlayer';
import './video.css';

/**
 * A video (spec §2, §5, §7): the thumbnail first, as a play button; the provider's player script is loaded only
 * when the visitor plays, then the player takes the thumbnail's place and focus.
 */
export function Video({ config, context }: WidgetProps<VideoConfig>) {
  const { state, play, hostRef, fallbackRef } = useYouTubePlayer(config, context);
  // Played with the mouse: the frame gets the focus but no ring (a frame never matches :focus-visible, so the widget
  // draws it); the next focus, by Tab, gets it again.
  const [clicked, setClicked] = useState(false);
  const name = config.title ? fillTemplate(config.labels.playVideoTitled, { title: config.title }) : config.labels.playVideo;
  return (
    <div className="locator-video" data-state={state} data-clicked={clicked || undefined}>
      <div className="locator-video__player" ref={hostRef} onBlur={() => setClicked(false)} />
      {(state === 'idle' || state === 'loading') && (
        <PlayButton
          label={name}
          thumbnail={thumbnailUrl(endpoints().videoThumbnails, config.videoId, config.thumbnailIndex)}
          busy={state === 'loading'}
          onPlay={context.guard((pointer: boolean) => {
            setClicked(pointer);
            play();
          })}
        />
      )}
      {state === 'error' && (
        <a className="locator-video__fallback" href={config.videoUrl} ref={fallbackRef}>
          {config.labels.watchOnYouTube}
        </a>
      )}
    </div>
  );
}
