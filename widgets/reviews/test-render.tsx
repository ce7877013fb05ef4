import { act, render, screen } from '@testing-library/react';
import { nextTask } from '../../src/loader/yield';
import { fakes } from './fake-embla';
import { Reviews } from './Reviews';
import { config, widgetContext } from './test-support';

/**
 * Renders the widget as the loader would, on the fake embla, and waits the one task after which embla has started
 * (see useDeferredRef). The test file must mock the library:
 * `vi.mock('embla-carousel-react', async () => ({ default: (await import('./fake-embla')).useFakeEmblaCarousel }))`.
 */
export async function mountReviews(json: Record<string, unknown>, data: Record<string, string> = {}, locale = 'en_US') {
  const context = widgetContext();
  const view = render(<Reviews config={config(json, data, locale)} context={context} />);
  await act(() => nextTask());
  return { ...view, context, embla: fakes.at(-1)! };
}

export const MOBILE = '(max-width: 767.98px)';
export const REDUCED = '(prefers-reduced-motion: reduce)';
export const label = () => document.querySelector('.locator-reviews__label')?.textContent;
export const nextButton = () => screen.getByRole('button', { name: 'Next reviews' });
export const prevButton = () => screen.getByRole('button', { name: 'Previous reviews' });
