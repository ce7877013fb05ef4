import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetContext } from '../../src/loader/types';
import { answer } from '../../src/services/photo-feed/fake-feed';
import { parsePhotoFeedConfig, type PhotoFeedConfig } from './config';
import { PhotoFeed } from './PhotoFeed';

const BASE = 'https://feed.example/v1';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(block: Record<string, unknown>, fetch: typeof globalThis.fetch, locale = 'en') {
  vi.stubGlobal('fetch', fetch);
  const parsed = parsePhotoFeedConfig({ widget: 'photo-feed', id: 'feed', json: { endpoint: BASE, ...block }, data: {}, locale });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const server = document.createDocumentFragment();
  const fallback = document.createElement('p');
  fallback.textContent = 'Server photos';
  server.append(fallback);
  const controller = new AbortController();
  const context: WidgetContext = {
    element: document.createElement('div'),
    widget: 'photo-feed',
    id: 'feed',
    locale,
    server,
    signal: controller.signal,
    emit: vi.fn(),
    guard: (fn) => fn,
    report: vi.fn(),
  };
  const view = render(<PhotoFeed config={parsed.value as PhotoFeedConfig} context={context} />);
  return { ...view, context, controller };
}

const USER = { get: 'user', userId: 1001, accessToken: 'tok', limit: 2 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A feed whose first page links to `next`, and whose next page answers when the test releases it. */
function heldNextPage(next: string) {
  let release: (response: Response) => void = () => {};
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(json(answer(['a', 'b'], next)))
    .mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
  setup(USER, fetch);
  return { fetch, release: (response: Response) => release(response) };
}

describe('PhotoFeed', () => {
  it('keeps the server content while loading, then shows the photos linking out in a new tab', async () => {
    let release: (response: Response) => void = () => {};
    const { context } = setup(USER, vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    expect(screen.getByText('Server photos').parentElement).toHaveAttribute('aria-busy', 'true');
    await act(async () => release(json(answer(['a', 'b']))));
    expect(screen.queryByText('Server photos')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/p/a/');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(links[0]).toHaveTextContent('Link Opens in New Tab');
    expect(links[0]!.querySelector('.locator-photo-feed__hidden')).toHaveAttribute('lang', 'en');
    const image = screen.getByAltText('Caption a');
    expect(image).toHaveAttribute('src', 'https://feed.example/img/a-150.jpg');
    expect(image).toHaveAttribute('width', '150');
    expect(image).toHaveAttribute('height', '150');
    // answer() gives likes 0, 1, … and one comment each.
    expect(links[0]).toHaveTextContent('0 likes');
    expect(links[1]).toHaveTextContent('1 like');
    expect(links[1]).toHaveTextContent('1 comment');
    expect(screen.queryByRole('button')).toBeNull();
    expect(context.emit).toHaveBeenCalledWith('ready');
  });

  it('renders captions and place names as text, never as markup', async () => {
    const body = answer(['x']);
    body.data[0]!.caption.text = '<img src=x onerror=alert(1)> Tiny raincoats';
    body.data[0]!.location.name = '<b>Lyon</b>';
    const { container } = setup({ get: 'popular', clientId: 'c' }, vi.fn(async () => json(body)));
    expect(await screen.findByAltText('<img src=x onerror=alert(1)> Tiny raincoats')).toBeInTheDocument();
    expect(screen.getByText('<b>Lyon</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], b')).toBeNull();
  });

  it('names a photo without a caption as a photo, with its place when it has one', async () => {
    const body = answer(['x', 'y']);
    (body.data[0] as { caption: unknown }).caption = null;
    body.data[1]!.caption.text = '  ';
    (body.data[1] as { location: unknown }).location = null;
    setup({ get: 'popular', clientId: 'c' }, vi.fn(async () => json(body)), 'fr');
    const [first, second] = await screen.findAllByRole('img');
    expect(first).toHaveAttribute('alt', `Photo, ${answer(['x']).data[0]!.location.name}`);
    expect(second).toHaveAttribute('alt', 'Photo');
  });

  it('loads the next page, announces it and moves focus to its first photo', async () => {
    const next = `${BASE}/users/1001/media/recent?access_token=tok&count=2&max_id=b`;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(answer(['a', 'b'], next)))
      .mockResolvedValueOnce(json(answer(['c'])));
    setup(USER, fetch, 'fr_FR');
    const button = await screen.findByRole('button', { name: 'Voir plus de photos' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    expect(fetch).toHaveBeenLastCalledWith(next, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('1 photo ajoutée');
    // The focus moves in an effect, which may run after the new photos are in the page.
    await waitFor(() => expect(screen.getAllByRole('link')[2]).toHaveFocus());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a last page of repeats adds nothing: focus, on the button that goes, moves to the last photo', async () => {
    const next = `${BASE}/users/1001/media/recent?access_token=tok&count=2&max_id=b`;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(answer(['a', 'b'], next)))
      .mockResolvedValueOnce(json(answer(['a', 'b'])));
    setup(USER, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('link')[1]).toHaveFocus());
  });

  it('an empty next page ends the paging: the button goes (asked again, it would answer the same), focus to the last photo', async () => {
    const next = `${BASE}/users/1001/media/recent?access_token=tok&count=2&max_id=b`;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(answer(['a', 'b'], next)))
      .mockResolvedValueOnce(json({ meta: { code: 200 }, data: [], pagination: { next_url: next } }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(USER, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('No images were returned from Instagram'));
    expect(screen.getAllByRole('link')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('link')[1]).toHaveFocus());
    expect(fetch).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('leaves the focus where the visitor took it while the page loaded', async () => {
    const next = `${BASE}/users/1001/media/recent?access_token=tok&count=2&max_id=b`;
    const { release } = heldNextPage(next);
    const search = document.body.appendChild(document.createElement('input'));
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    search.focus();
    release(json(answer(['c'], `${next}&page=3`)));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
    // Its effects have run: the focus would have moved by now.
    await act(async () => {});
    expect(search).toHaveFocus();
    search.remove();
  });

  it('asks for one page however often the button is pressed while loading', async () => {
    const { fetch, release } = heldNextPage(`${BASE}/users/1001/media/recent?max_id=b&access_token=tok`);
    const button = await screen.findByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await act(async () => release(json(answer(['c', 'd']))));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it.each([
    [json({ meta: { code: 400, error_message: 'The access_token provided is invalid.' } }, 400), 'Error from Instagram: The access_token provided is invalid.', true],
    [new Response('<html>oops'), 'Invalid JSON response', true],
    [json({ meta: { code: 200 }, data: [] }), 'No images were returned from Instagram', false],
  ])('logs one error and keeps the server content: %#', async (response, message, reported) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { context } = setup(USER, vi.fn(async () => response));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith(`[locator] photo-feed#feed: ${message}`);
    expect(screen.getByText('Server photos').parentElement).not.toHaveAttribute('aria-busy');
    expect(context.report).toHaveBeenCalledTimes(reported ? 1 : 0);
    if (reported) expect(context.report).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ requestType: 'GET', url: expect.stringContaining('access_token=[redacted]'), data: null, errorText: message }));
  });

  it('cancels the request on unmount and logs nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init!.signal!;
      return new Promise<Response>(() => {});
    });
    const { unmount, controller } = setup(USER, fetch);
    unmount();
    controller.abort();
    await waitFor(() => expect(signal!.aborted).toBe(true));
    expect(error).not.toHaveBeenCalled();
  });
});
