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
        {/* A rounded box: close to the familiar player button, in a fraction of the bytes of its outline. */}
        <rect className="locator-video__icon-back" width="68" height="48" rx="13" />
        <path d="M45 24 27 14v20z" fill="#fff" />
      </svg>
    </button>
  );
}
