import { useEffect, useState } from 'react';

function query(media: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
}

/**
 * Whether a media query matches, read at first render (so the first paint already has the right layout) and
 * followed afterwards. `debounceMs` lets a window being resized settle first (spec §9: resize debounced 50 ms).
 */
export function useMediaQuery(media: string, debounceMs = 0): boolean {
  const [matches, setMatches] = useState(() => query(media)?.matches ?? false);
  useEffect(() => {
    const list = query(media);
    if (!list) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      if (debounceMs > 0) timer = setTimeout(() => setMatches(list.matches), debounceMs);
      else setMatches(list.matches);
    };
    setMatches(list.matches);
    list.addEventListener('change', update);
    return () => {
      list.removeEventListener('change', update);
      clearTimeout(timer);
    };
  }, [media, debounceMs]);
  return matches;
}

/** Debounce of layout changes caused by resizing (spec §9). */
export const RESIZE_DEBOUNCE_MS = 50;

/** Below the breakpoint: the viewport is narrower than `breakpoint` pixels. */
export function belowQuery(breakpoint: number): string {
  // max-width is inclusive; 0.02 px below keeps a viewport exactly at the breakpoint on the desktop side.
  return `(max-width: ${breakpoint - 0.02}px)`;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
