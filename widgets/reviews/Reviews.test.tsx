import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakes } from './fake-embla';
import { MOBILE, label, mountReviews as mount, nextButton as next, prevButton as prev } from './test-render';
import { reviews, stubMatchMedia } from './test-support';

vi.mock('embla-carousel-react', async () => ({ default: (await import('./fake-embla')).useFakeEmblaCarousel }));

beforeEach(() => {
  fakes.length = 0;
});

describe('Reviews', () => {
  it('renders the header at the configured level, the summary and the stars', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(9), total: 73, averageRating: 4.5, hLevel: 3, title: 'What parents say' });
    expect(screen.getByRole('heading', { level: 3, name: 'What parents say' })).toBeInTheDocument();
    expect(screen.getByText('Based on 73 Reviews')).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: '4.5 out of 5 stars' });
    expect(stars.querySelectorAll('.locator-star--full')).toHaveLength(4);
    expect(stars.querySelectorAll('.locator-star--half')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'What parents say' })).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it("says 'Review' for one review, in the page's language, and keeps a page's own wording for every count", async () => {
    stubMatchMedia();
    await mount({ recent: reviews(1), total: 1, averageRating: 5 });
    expect(screen.getByText('Based on 1 Review')).toBeInTheDocument();
  });

  it.each([
    ['de_DE', 1, 'Basierend auf 1 Bewertung'],
    ['de_DE', 2, 'Basierend auf 2 Bewertungen'],
    ['fr_FR', 1, 'Basé sur 1 avis'],
    ['es_ES', 1, 'Basado en 1 reseña'],
  ])('%s, %i review(s): %s', async (locale, total, text) => {
    stubMatchMedia();
    await mount({ recent: reviews(total), total, averageRating: 4 }, {}, locale);
    expect(document.querySelector('.locator-reviews__count')).toHaveTextContent(text);
  });

  it('a page that words the count without a singular has its wording for one review too', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(1), total: 1, averageRating: 5, labels: { basedOn: '{count} avis clients' } });
    expect(document.querySelector('.locator-reviews__count')).toHaveTextContent('1 avis clients');
  });

  it('pages by the buttons with the exact labels and makes only the page shown reachable', async () => {
    stubMatchMedia();
    const { embla } = await mount({ recent: reviews(9) });
    expect(label()).toBe('Displaying reviews 1 - 4 out of the 9 most recent');
    expect(prev()).toBeDisabled();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    fireEvent.click(next());
    expect(label()).toBe('Displaying reviews 5 - 8 out of the 9 most recent');
    fireEvent.click(next());
    expect(label()).toBe('Displaying review 9 out of the 9 most recent');
    expect(next()).toBeDisabled();
    expect(screen.getAllByRole('group', { hidden: true }).map((s) => s.hasAttribute('inert'))).toEqual([true, true, false]);
    // Page changes are jumps under the CSS ease-in-out transition.
    expect(embla.scrolls).toEqual([
      [1, true],
      [2, true],
    ]);
    expect(embla.containerNode()).toHaveClass('locator-reviews__container--easing');
  });

  it('pages with the arrow keys, Home and End on the carousel', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(10) });
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(label()).toContain('reviews 5 - 8');
    fireEvent.keyDown(region, { key: 'End' });
    expect(label()).toContain('reviews 9 - 10');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(label()).toContain('reviews 9 - 10');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(label()).toContain('reviews 1 - 4');
  });

  it('follows a drag: embla selects the page, the label follows', async () => {
    stubMatchMedia();
    const { embla } = await mount({ recent: reviews(9) });
    act(() => embla.scrollTo(2));
    expect(label()).toContain('review 9');
  });

  it('settles a released swipe by the touch threshold: a fifth of the width pages by one, a shorter one goes back', async () => {
    stubMatchMedia();
    const { embla } = await mount({ recent: reviews(9) });
    const viewport = embla.rootNode();
    viewport.getBoundingClientRect = () => ({ width: 500 }) as DOMRect;
    const swipe = (dx: number) => {
      fireEvent.pointerDown(viewport, { clientX: 300, isPrimary: true });
      fireEvent.pointerMove(window, { clientX: 300 + dx, isPrimary: true });
      // A second finger moving meanwhile does not count.
      fireEvent.pointerMove(window, { clientX: 0, isPrimary: false });
      embla.scrolls.length = 0;
      act(() => embla.emit('pointerUp'));
      return embla.scrolls;
    };
    expect(swipe(-100)).toEqual([[1, undefined]]);
    expect(label()).toContain('reviews 5 - 8');
    // Short of a fifth, however fast: back to the page it started on.
    expect(swipe(-99)).toEqual([[1, undefined]]);
    // A whole width pages by one.
    expect(swipe(-480)).toEqual([[2, undefined]]);
    expect(swipe(120)).toEqual([[1, undefined]]);
  });

  it('below the breakpoint starts at 1 to the mobile count, and re-chunks 50 ms after a resize', async () => {
    vi.useFakeTimers();
    try {
      const media = stubMatchMedia({ [MOBILE]: true });
      const { embla } = await mount({ recent: reviews(9) });
      expect(label()).toContain('reviews 1 - 2');
      act(() => embla.scrollTo(2));
      expect(label()).toContain('reviews 5 - 6');
      act(() => media.set(MOBILE, false));
      act(() => vi.advanceTimersByTime(49));
      expect(label()).toContain('reviews 5 - 6');
      act(() => vi.advanceTimersByTime(1));
      // Review 5 stays on screen: it is on the second desktop page.
      expect(label()).toContain('reviews 5 - 8');
      expect(embla.selectedScrollSnap()).toBe(1);
      expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not announce the label a breakpoint crossing changed; the visitor\'s next paging is announced again', async () => {
    vi.useFakeTimers();
    try {
      const media = stubMatchMedia({ [MOBILE]: true });
      await mount({ recent: reviews(9) });
      const live = () => document.querySelector('.locator-reviews__label')!.getAttribute('aria-live');
      expect(live()).toBe('polite');
      act(() => media.set(MOBILE, false));
      act(() => vi.advanceTimersByTime(50));
      expect(label()).toContain('reviews 1 - 4');
      expect(live()).toBe('off');
      act(() => next().click());
      expect(label()).toContain('reviews 5 - 8');
      expect(live()).toBe('polite');
    } finally {
      vi.useRealTimers();
    }
  });

  it("pages by the page's own counts and breakpoint (data-showdesktop, data-showmobile, data-mobilebreakpoint)", async () => {
    const data = { showdesktop: '3', showmobile: '1', mobilebreakpoint: '600' };
    const media = stubMatchMedia({ '(max-width: 599.98px)': true });
    const narrow = await mount({ recent: reviews(7) }, data);
    expect(label()).toBe('Displaying review 1 out of the 7 most recent');
    narrow.unmount();
    act(() => media.set('(max-width: 599.98px)', false));
    await mount({ recent: reviews(7) }, data);
    expect(label()).toBe('Displaying reviews 1 - 3 out of the 7 most recent');
    fireEvent.click(next());
    expect(label()).toBe('Displaying reviews 4 - 6 out of the 7 most recent');
  });

  it('shows only the owner responses, and hostile text as text', async () => {
    stubMatchMedia();
    const hostile = '<img src=x onerror=alert(1)>';
    const recent = reviews(2).map((r) => ({ ...r, content: `${hostile} ${r.content}` }));
    recent[0]!.authorName = hostile;
    const { container } = await mount({ recent });
    expect(screen.getByText('Owner reply 1')).toBeInTheDocument();
    expect(screen.queryByText('Someone else 1')).toBeNull();
    expect(screen.getAllByText('Response from the owner')).toHaveLength(1);
    expect(screen.getByText(`${hostile} Review text 1`)).toBeInTheDocument();
    expect(container.querySelector('.locator-review__author')).toHaveTextContent(hostile);
    expect(container.querySelector('img')).toBeNull();
  });

  it('says so when the location has no review, with no stars, list or schema', async () => {
    stubMatchMedia();
    const { container } = await mount({ recent: [], total: 0, averageRating: 3.5 });
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('has no label or paging with 2 reviews or fewer', async () => {
    stubMatchMedia();
    for (const n of [1, 2]) {
      const { unmount } = await mount({ recent: reviews(n) });
      expect(document.querySelector('.locator-reviews__paging')).toBeNull();
      expect(screen.queryByText(/Displaying/)).toBeNull();
      unmount();
    }
  });

  it('shows dates short in the list with the long date in the title, or by dateFormatString', async () => {
    stubMatchMedia();
    const { unmount } = await mount({ recent: reviews(1) });
    const time = document.querySelector('time')!;
    expect(time).toHaveTextContent('10/28/26');
    expect(time).toHaveAttribute('title', 'October 28, 2026');
    expect(time).toHaveAttribute('datetime', '2026-10-28');
    unmount();
    await mount({ recent: reviews(1), dateFormatString: 'D MMMM YYYY' });
    expect(document.querySelector('time')).toHaveTextContent('28 October 2026');
  });

  it('adds schema.org JSON-LD with `<` escaped, unless hideSchema', async () => {
    stubMatchMedia();
    const recent = reviews(3).map((r) => ({ ...r, content: '</script><b>x</b>' }));
    const { container, unmount } = await mount({ recent, total: 31, averageRating: 4.3, brandName: 'Pommelune' });
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.textContent).not.toContain('<');
    const json = JSON.parse(script.textContent!) as { name: string; aggregateRating: unknown; review: { reviewBody: string }[] };
    expect(json.name).toBe('Pommelune');
    expect(json.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 31 });
    expect(json.review.map((r) => r.reviewBody)).toEqual(['</script><b>x</b>', '</script><b>x</b>', '</script><b>x</b>']);
    unmount();
    const hidden = await mount({ recent, hideSchema: true });
    expect(hidden.container.querySelector('script')).toBeNull();
  });

  it('releases its listeners and timers on unmount', async () => {
    vi.useFakeTimers();
    try {
      const media = stubMatchMedia();
      const { embla, unmount } = await mount({ recent: reviews(9), autoplay: true });
      fireEvent.click(next());
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
      expect(media.listenerCount()).toBe(0);
      expect(embla.listenerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Reviews in other languages', () => {
  it('uses the page locale', async () => {
    stubMatchMedia();
    await mount({ recent: reviews(5), total: 12, averageRating: 4.5 }, {}, 'fr_FR');
    expect(screen.getByRole('heading', { name: 'Avis récents' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4,5 sur 5 étoiles' })).toBeInTheDocument();
    expect(within(screen.getByRole('region')).getByRole('button', { name: 'Avis suivants' })).toBeEnabled();
    expect(label()).toBe('Affichage : avis 1 - 4 sur les 5 plus récents');
  });
});

describe('Reviews mounted as the loader mounts it (one synchronous render)', () => {
  it('renders the page shown in the mount, and the hidden pages and embla right after, in later tasks', async () => {
    stubMatchMedia();
    const { createRoot } = await import('react-dom/client');
    const { flushSync } = await import('react-dom');
    const { Reviews } = await import('./Reviews');
    const { config, widgetContext } = await import('./test-support');
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // The loader renders outside act(): React schedules the transition as a browser would.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    try {
      const started = fakes.length;
      flushSync(() => root.render(<Reviews config={config({ recent: reviews(9) })} context={widgetContext()} />));
      const counts = () => [...host.querySelectorAll('.locator-reviews__list')].map((list) => list.children.length);
      expect(counts()).toEqual([4, 0, 0]);
      // embla measures the slides when it starts: not in the mount's task, the next one.
      expect(fakes).toHaveLength(started);
      await vi.waitFor(() => expect(counts()).toEqual([4, 4, 1]));
      await vi.waitFor(() => expect(fakes).toHaveLength(started + 1));
      expect(fakes.at(-1)!.rootNode()).toBe(host.querySelector('.locator-reviews__viewport'));
    } finally {
      root.unmount();
      host.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
