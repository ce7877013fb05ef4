import { vi } from 'vitest';
import type { Review } from '../../src/core/reviews';
import type { WidgetContext } from '../../src/loader/types';
import { parseReviewsConfig, type ReviewsConfig } from './config';

/** Reviews 1..n, dated one day apart, the even ones with a reply from someone else and an owner response. */
export function reviews(n: number): Review[] {
  return Array.from({ length: n }, (_, i) => ({
    authorName: `Author ${i + 1}`,
    rating: (i % 5) + 1,
    reviewDate: `2026-10-${String(28 - i).padStart(2, '0')}`,
    content: `Review text ${i + 1}`,
    comments:
      i % 2 === 0
        ? [
            { isOwnerResponse: false, date: '2026-11-01', content: `Someone else ${i + 1}` },
            { isOwnerResponse: true, date: '2026-11-02', content: `Owner reply ${i + 1}` },
          ]
        : [],
  }));
}

export function config(json: Record<string, unknown>, data: Record<string, string> = {}, locale = 'en_US'): ReviewsConfig {
  const result = parseReviewsConfig({ widget: 'reviews', id: 'r', json, data, locale });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
}

export function widgetContext(): WidgetContext & { controller: AbortController } {
  const controller = new AbortController();
  return {
    controller,
    element: document.createElement('div'),
    widget: 'reviews',
    id: 'r',
    locale: 'en_US',
    server: document.createDocumentFragment(),
    signal: controller.signal,
    emit: vi.fn(),
    guard: (fn) => fn,
    report: vi.fn(),
  };
}

/**
 * window.matchMedia for jsdom: `set(query, matches)` changes a query's answer and fires its change listeners,
 * as a browser does when the window crosses a breakpoint.
 */
export function stubMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return state.get(query) ?? false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.set(query, (listeners.get(query) ?? new Set()).add(listener)),
    removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
  }));
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
