import { useState } from 'react';

interface PlayButtonProps {
  /** Accessible name: 'Play video: <title>'. */
  label: string;
  thumbnail: string;
  busy: boolean;
  /** `pointer`: clicked, not pressed by Enter or Space (a click the keyboard made has no click count). */
  onPlay: (pointer: boolean) => void;
}

/** The thumbnail as a native button, so Enter and Space play it and it is in the tab order. */
export function PlayButton({ label, thumbnail, busy, onPlay }: PlayButtonProps) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" className="locator-video__play" aria-label={label} aria-busy={busy || undefined} onClick={(event) => onPlay(event.detail > 0)}>
      {/* Decorative: the button's name says what it is. A missing thumbnail leaves the dark box and the icon. */}
      {!broken && <img className="locator-video__thumbnail" src={thumbnail} alt="" onError={() => setBroken(true)} />}
      <svg className="locator-video__icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
        <path
          className="locator-video__icon-back"
          d="M66.5 7.7c-.8-2.9-2.5-5.4-5.4-6.2C55.8.1 34 0 34 0S12.2.1 6.9 1.6C4 2.3 2.3 4.8 1.5 7.7 0 13 0 24 0 24s0 11 1.5 16.3c.8 2.9 2.5 5.4 5.4 6.2C12.2 47.9 34 48 34 48s21.8-.1 27.1-1.6c2.9-.8 4.6-3.2 5.4-6.2C68 35 68 24 68 24s0-11-1.5-16.3z"
        />
        <path d="M45 24 27 14v20z" fill="#fff" />
      </svg>
    </button>
  );
}
