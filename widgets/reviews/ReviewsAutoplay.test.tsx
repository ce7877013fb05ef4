import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakes } from './fake-embla';
import { REDUCED, label, mountReviews as mount, prevButton as previous } from './test-render';
import { reviews, stubMatchMedia } from './test-support';

vi.mock('embla-carousel-react', async () => ({ default: (await import('./fake-embla')).useFakeEmblaCarousel }));

beforeEach(() => {
  fakes.length = 0;
});

describe('Reviews autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is off by default', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(9) });
    act(() => vi.advanceTimersByTime(10_000));
    expect(label()).toContain('reviews 1 - 4');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
  });

  it('offers no rotation control when every review fits on one page: there is nothing to rotate', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(3), autoplay: true });
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    expect(document.querySelector('.locator-reviews__label')).not.toHaveAttribute('aria-live', 'off');
  });

  it('turns a page every autoplaySpeed ms, turning back at the end, quiet in the live region', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(9), autoplay: true, autoplaySpeed: 2000 });
    expect(document.querySelector('.locator-reviews__label')).toHaveAttribute('aria-live', 'off');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(2000));
      seen.push(label()!.replace(/^Displaying | out of.*$/g, ''));
    }
    expect(seen).toEqual(['reviews 5 - 8', 'review 9', 'reviews 5 - 8', 'reviews 1 - 4']);
  });

  it('pauses while hovered or its button is focused; stops by its button, and for good once focus is on a review or a control', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(9), autoplay: true });
    const region = screen.getByRole('region');
    fireEvent.pointerOver(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(label()).toContain('reviews 1 - 4');
    expect(document.querySelector('.locator-reviews__label')).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerOut(region, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(3000));
    expect(label()).toContain('reviews 5 - 8');
    // On the rotation button: paused while there, turning again once focus has left.
    act(() => screen.getByRole('button', { name: 'Stop automatic slide show' }).focus());
    act(() => vi.advanceTimersByTime(9000));
    expect(label()).toContain('reviews 5 - 8');
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(3000));
    expect(label()).toContain('review 9');
    // On a paging control: stopped, and still stopped once focus has left.
    act(() => previous().focus());
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(9000));
    expect(label()).toContain('review 9');
    // Started again by its button, and stopped by it: it turns at once, though the button keeps the focus (as it does
    // after a press, by keyboard or mouse).
    const start = screen.getByRole('button', { name: 'Start automatic slide show' });
    act(() => start.focus());
    fireEvent.click(start);
    act(() => vi.advanceTimersByTime(3000));
    expect(label()).toContain('reviews 5 - 8');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(label()).toContain('reviews 5 - 8');
  });

  it('does not start with reduced motion', async () => {
    stubMatchMedia({ [REDUCED]: true });
    await mount({ recent: reviews(9), autoplay: true });
    act(() => vi.advanceTimersByTime(9000));
    expect(label()).toContain('reviews 1 - 4');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
