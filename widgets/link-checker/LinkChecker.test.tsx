import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { reportError } = await import('../../src/services/report');
const { default: linkChecker } = await import('./index');

type Answer = number | 'network' | 'hang';
const requests: { url: string; init: RequestInit }[] = [];
let answers: Record<string, Answer> = {};
let inFlight = 0;
let peak = 0;

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  requests.push({ url, init });
  inFlight++;
  peak = Math.max(peak, inFlight);
  const answer = answers[new URL(url).pathname] ?? 200;
  return new Promise<Response>((resolve, reject) => {
    const done = () => inFlight--;
    init.signal?.addEventListener('abort', () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    });
    if (answer === 'hang') return;
    setTimeout(() => {
      if (init.signal?.aborted) return;
      done();
      if (answer === 'network') reject(new TypeError('Failed to fetch'));
      else resolve(new Response(null, { status: answer }));
    }, 1);
  });
}

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
const ready = (events: ReturnType<typeof env>) => events.emit.mock.calls.find(([name]) => name === 'ready');
async function mount(html: string) {
  document.body.innerHTML = html;
  const host = document.querySelector<HTMLElement>('[data-locator="link-checker"]')!;
  const events = env();
  // Not under act(): the widget's work is asynchronous DOM changes, awaited through its 'ready' event.
  const handle = mountWidget(host, 'link-checker', linkChecker, events);
  await vi.waitFor(() => expect(ready(events)).toBeTruthy());
  return { host, events, handle: handle! };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  vi.mocked(reportError).mockClear();
  requests.length = 0;
  answers = {};
  inFlight = 0;
  peak = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('link-checker widget', () => {
  it('sends one same-origin HEAD per link address; keeps 200, replaces 404/410/500, keeps network failures', async () => {
    answers = { '/missing': 404, '/gone': 410, '/error': 500, '/offline': 'network' };
    const { host, events } = await mount(`<ul data-locator="link-checker" id="links">
      <li><a id="ok" href="/ok">ok</a></li>
      <li><a id="missing" class="c" title="t" href="/missing" target="_blank" rel="noopener">missing</a></li>
      <li><a id="gone" href="/gone">gone</a></li><li><a id="error" href="/error">error</a></li>
      <li><a id="offline" href="/offline">offline</a></li><li><a id="ok-again" href="/ok#part">ok again</a></li>
      <li><a id="mail" href="mailto:a@b.example">mail</a> <a id="frag" href="#top">top</a> <a id="other" href="https://other.example/">other</a></li>
    </ul>`);
    expect(requests.map((r) => new URL(r.url).pathname).sort()).toEqual(['/error', '/gone', '/missing', '/offline', '/ok']);
    for (const { init } of requests) expect(init).toMatchObject({ method: 'HEAD', credentials: 'same-origin' });
    expect(host.querySelectorAll('a').length).toBe(6);
    for (const id of ['ok', 'offline', 'ok-again', 'mail', 'frag', 'other']) expect(document.getElementById(id)!.tagName).toBe('A');
    const span = document.getElementById('missing')!;
    expect(span.outerHTML).toBe('<span id="missing" class="c" title="t" data-link-status="404">missing</span>');
    expect(document.getElementById('gone')!.getAttribute('data-link-status')).toBe('410');
    expect(document.getElementById('error')!.tagName).toBe('SPAN');
    expect(ready(events)![1]).toMatchObject({ data: { checked: 5, dead: 3, networkFailures: 1 } });
    // The network failure is reported as a failed call; dead links are the check's outcome, not failures.
    expect(vi.mocked(reportError).mock.calls).toEqual([
      [new TypeError('Failed to fetch'), { widget: 'link-checker', id: 'links', requestType: 'HEAD', url: new URL('/offline', document.URL).href, data: null, status: 0, errorText: 'TypeError: Failed to fetch', responseText: '' }],
    ]);
  });

  it('checks a link marked itself: a dead one becomes a span that is no widget, after ready; a live one stays', async () => {
    answers = { '/missing': 404 };
    const dead = await mount('<p><a data-locator="link-checker" id="solo" class="c" href="/missing" data-locator-track="cta">solo</a></p>');
    expect(requests.map((r) => [new URL(r.url).pathname, r.init.method])).toEqual([['/missing', 'HEAD']]);
    expect(ready(dead.events)![1]).toMatchObject({ data: { checked: 1, dead: 1, networkFailures: 0 } });
    // The loader's marks go: the span must not be mounted as a link checker in turn.
    expect(document.querySelector('p')!.innerHTML).toBe('<span id="solo" class="c" data-link-status="404">solo</span>');
    // Its leaving the page unmounts the widget (the loader's observer does so): the span stays.
    dead.handle.unmount();
    expect(document.querySelector('p')!.innerHTML).toBe('<span id="solo" class="c" data-link-status="404">solo</span>');

    requests.length = 0;
    const live = await mount('<p><a data-locator="link-checker" id="solo" href="/ok">solo</a></p>');
    expect(requests).toHaveLength(1);
    expect(ready(live.events)![1]).toMatchObject({ data: { checked: 1, dead: 0 } });
    expect(live.host.isConnected && live.host.tagName).toBe('A');
    expect(reportError).not.toHaveBeenCalled();
  });

  it('a link marked itself inside a marked container is checked by its own mark only', async () => {
    answers = { '/missing': 404 };
    const { events } = await mount('<ul data-locator="link-checker" id="links"><li><a href="/ok">ok</a></li><li><a data-locator="link-checker" id="solo" href="/missing">solo</a></li></ul>');
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/ok']);
    expect(ready(events)![1]).toMatchObject({ data: { checked: 1, dead: 0 } });
    expect(document.getElementById('solo')!.tagName).toBe('A');
  });

  it('removes a dead link marked itself with data-remove; a link marked itself to another origin is not requested', async () => {
    answers = { '/missing': 410 };
    const { events } = await mount('<p>See <a data-locator="link-checker" id="solo" data-remove href="/missing">this</a>.</p>');
    expect(ready(events)![1]).toMatchObject({ data: { checked: 1, dead: 1 } });
    expect(document.querySelector('p')!.textContent).toBe('See .');
    expect(document.getElementById('solo')).toBeNull();

    requests.length = 0;
    const other = await mount('<p><a data-locator="link-checker" id="far" href="https://other.example/x">far</a></p>');
    expect(requests).toEqual([]);
    expect(ready(other.events)![1]).toMatchObject({ data: { checked: 0, dead: 0 } });
    expect(other.host.tagName).toBe('A');
  });

  it('removes dead links with data-remove', async () => {
    answers = { '/missing': 404 };
    const { host } = await mount(`<ul data-locator="link-checker" id="links" data-remove><li><a href="/ok">ok</a></li><li><a href="/missing">missing</a></li></ul>`);
    expect(host.querySelectorAll('li')).toHaveLength(1);
    expect(host.textContent).toBe('ok');
  });

  it('runs at most 4 requests at once by default', async () => {
    const links = Array.from({ length: 10 }, (_, i) => `<a href="/page-${i}">${i}</a>`).join('');
    await mount(`<div data-locator="link-checker" id="links">${links}</div>`);
    expect(requests).toHaveLength(10);
    expect(peak).toBe(4);
  });

  it('unmount aborts pending requests and restores the replaced links', async () => {
    answers = { '/missing': 404, '/slow': 'hang' };
    document.body.innerHTML = `<div data-locator="link-checker" id="links"><a id="m" href="/missing">m</a> <a id="s" href="/slow">s</a></div>`;
    const host = document.getElementById('links')!;
    const before = host.innerHTML;
    const events = env();
    const handle = mountWidget(host, 'link-checker', linkChecker, events)!;
    await vi.waitFor(() => expect(document.getElementById('m')!.tagName).toBe('SPAN'));
    const slow = requests.find((r) => r.url.endsWith('/slow'))!;
    handle.unmount();
    expect(slow.init.signal!.aborted).toBe(true);
    expect(host.innerHTML).toBe(before);
    expect(ready(events)).toBeUndefined();
  });

  it('a hanging request counts as a network failure after the timeout: the link stays', async () => {
    answers = { '/slow': 'hang' };
    const { events } = await mount(`<div data-locator="link-checker" id="links"><script type="application/json" data-locator-config>{"timeoutMs": 100}</script><a id="s" href="/slow">s</a></div>`);
    expect(document.getElementById('s')!.tagName).toBe('A');
    expect(ready(events)![1]).toMatchObject({ data: { checked: 1, dead: 0, networkFailures: 1 } });
  });

  it('checks links a page script adds to the container later, and changed addresses; each address once', async () => {
    answers = { '/missing': 404, '/gone': 410, '/slow': 'hang' };
    const { host, events, handle } = await mount('<ul data-locator="link-checker" id="links"><li><a id="ok" href="/ok">ok</a></li><li><a href="/missing">missing</a></li></ul>');
    expect(ready(events)![1]).toMatchObject({ data: { checked: 2, dead: 1 } });
    const asked = () => requests.map((r) => new URL(r.url).pathname);
    expect(asked()).toEqual(['/ok', '/missing']);

    // More results: one new address, and two already answered (no request: the known answer applies at once).
    host.insertAdjacentHTML('beforeend', '<li><a id="new" href="/gone">new</a></li><li><a id="again" href="/missing">again</a></li><li><a id="ok2" href="/ok">ok</a></li>');
    await vi.waitFor(() => expect(document.getElementById('new')!.tagName).toBe('SPAN'));
    expect(document.getElementById('again')!.outerHTML).toBe('<span id="again" data-link-status="404">again</span>');
    expect(document.getElementById('ok2')!.tagName).toBe('A');
    expect(asked()).toEqual(['/ok', '/missing', '/gone']);

    // A link given another address is checked for it; a nested widget's link, and a link with no href, are not.
    document.getElementById('ok')!.setAttribute('href', '/gone#b');
    await vi.waitFor(() => expect(document.getElementById('ok')!.getAttribute('data-link-status')).toBe('410'));
    host.insertAdjacentHTML('beforeend', '<li data-locator="hours" id="h"><a href="/nested-missing">x</a></li><li><a id="bare">bare</a></li>');
    // An address still being asked for: a link added meanwhile gets its answer too.
    host.insertAdjacentHTML('beforeend', '<li><a id="s1" href="/slow">s1</a></li>');
    await vi.waitFor(() => expect(asked()).toContain('/slow'));
    host.insertAdjacentHTML('beforeend', '<li><a id="s2" href="/slow">s2</a></li>');
    await Promise.resolve();
    expect(asked()).toEqual(['/ok', '/missing', '/gone', '/slow']);

    // Unmount: the requests stop, every link is back, and links added after it are not checked.
    const before = requests.length;
    handle.unmount();
    expect(requests.find((r) => r.url.endsWith('/slow'))!.init.signal!.aborted).toBe(true);
    expect(host.querySelectorAll('span[data-link-status]')).toHaveLength(0);
    host.insertAdjacentHTML('beforeend', '<li><a href="/later">later</a></li>');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(requests).toHaveLength(before);
  });

  it('a link added while its address is being checked gets the answer', async () => {
    answers = { '/missing': 404 };
    document.body.innerHTML = '<ul data-locator="link-checker" id="links"><li><a id="a" href="/missing">a</a></li></ul>';
    const host = document.getElementById('links')!;
    const events = env();
    mountWidget(host, 'link-checker', linkChecker, events);
    // The request is out (the fake answers after a timer), the answer not in.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    host.insertAdjacentHTML('beforeend', '<li><a id="b" href="/missing#x">b</a></li>');
    await vi.waitFor(() => expect(ready(events)).toBeTruthy());
    await vi.waitFor(() => expect(document.getElementById('b')!.tagName).toBe('SPAN'));
    expect(document.getElementById('a')!.tagName).toBe('SPAN');
    expect(requests).toHaveLength(1);
  });
});
