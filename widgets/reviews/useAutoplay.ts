import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { autoplayStep, type PagingState } from '../../src/core/carousel-paging';
import { useReviewsEnv } from './env';

/** The rotation button's class (see AutoplayButton): focus on it pauses the rotation instead of stopping it. */
export const ROTATION_CLASS = 'locator-reviews__rotation';

export interface Autoplay {
  /** Rotation is on (it may still be paused by hover or focus). */
  rotating: boolean;
  /** Rotation is on and not paused: the live region stays quiet meanwhile. */
  running: boolean;
  toggle(): void;
  /** Spread on the carousel region: hover pauses the rotation, focus in a review or a paging control stops it. */
  handlers: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(event: FocusEvent<HTMLElement>): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Autoplay, off by default. When the config turns it on, a timer moves one page every `speed` ms (turning back at
 * the ends: the carousel is not infinite), paused while the pointer is over the carousel or focus is on the rotation
 * button. Focus anywhere else in the carousel stops it until the visitor starts it again with that button (the APG
 * carousel pattern): a keyboard or screen-reader visitor reading a review never has it turn away when they move on.
 * With reduced motion it does not start by itself; the rotation button still lets the visitor start or stop it.
 */
export function useAutoplay(enabled: boolean, speed: number, reducedMotion: boolean, state: PagingState, goTo: (page: number) => void): Autoplay {
  const { guard } = useReviewsEnv();
  const [rotating, setRotating] = useState(enabled && !reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const forward = useRef(true);

  useEffect(() => {
    if (reducedMotion) setRotating(false);
  }, [reducedMotion]);

  const running = enabled && rotating && !hovered && !focused && state.pageCount > 1;
  const { page, pageCount } = state;
  const go = useRef(goTo);
  go.current = goTo;

  useEffect(() => {
    if (!running) return;
    // Re-armed on every page change, so a page the visitor chose also stays `speed` ms.
    const timer = setTimeout(
      guard(() => {
        const step = autoplayStep(page, pageCount, forward.current);
        forward.current = step.forward;
        go.current(step.page);
      }),
      speed,
    );
    return () => clearTimeout(timer);
  }, [running, page, pageCount, speed, guard]);

  return {
    rotating: enabled && rotating,
    running,
    // Started with the rotation button, it runs though the button keeps the focus (the visitor asked for it): focus
    // on the button pauses only a rotation already on when it got there.
    toggle: () => {
      if (!rotating) setFocused(false);
      setRotating(!rotating);
    },
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: (event) => {
        setFocused(true);
        if (!(event.target as Element).closest(`.${ROTATION_CLASS}`)) setRotating(false);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
