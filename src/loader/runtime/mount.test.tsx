import { act } from 'react';
import { memo, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { WidgetDefinition, WidgetProps } from '../types';

const reportError = vi.fn();
vi.mock('../../services/report', () => ({ reportError: (...args: unknown[]) => reportError(...args) }));
const { mountWidget } = await import('./mount');

const ok = () => ({ ok: true as const, value: { label: 'rendered' } });
type Config = { label: string };

function setup(): HTMLElement {
  document.body.innerHTML = `<div data-locator="test" id="w"><p>server content</p></div>`;
  return document.getElementById('w')!;
}

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  reportError.mockClear();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  document.body.innerHTML = '';
});

const flush = () => act(async () => void (await Promise.resolve()));

describe('mountWidget', () => {
  it('renders in place of the server markup and emits mounted, prepared and ready', () => {
    const element = setup();
    const events = env();
    const definition: WidgetDefinition<Config> = { mode: 'replace', parse: ok, Component: ({ config }) => <b>{config.label}</b> };
    const handle = mountWidget(element, 'test', definition, events);
    expect(handle).not.toBeNull();
    expect(element.textContent).toBe('rendered');
    expect(events.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'ready']);
    expect(element.getAttribute('data-locator-state')).toBe('mounted');
  });

  it("marks its root with the block's language when the block's own locale is not the page's", () => {
    document.documentElement.lang = 'en';
    const element = setup();
    element.setAttribute('data-locale', 'de_DE');
    const definition: WidgetDefinition<Config> = { mode: 'enhance', parse: ok, Component: ({ config }) => <b>{config.label}</b> };
    act(() => void mountWidget(element, 'test', definition, env()));
    expect(element.querySelector('[data-locator-root]')!.getAttribute('lang')).toBe('de-DE');
    // The server's markup beside it is not the widget's to mark.
    expect(element.querySelector('p')!.closest('[lang]')).toBe(document.documentElement);
    document.documentElement.lang = '';
  });

  it("gives a widget the language of its texts to mark what it writes in the host's markup; none on a page that declares no locale", () => {
    document.documentElement.lang = 'en';
    const element = setup();
    const seen: (string | undefined)[] = [];
    const definition: WidgetDefinition<Config> = { mode: 'enhance', root: 'detached', parse: ok, Component: ({ context }) => (seen.push(context.lang), null) };
    element.setAttribute('data-locale', 'fr_BE');
    act(() => void mountWidget(element, 'test', definition, env()));
    const other = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'same' }));
    other.setAttribute('data-locator', 'test');
    other.setAttribute('data-locale', 'en_GB');
    act(() => void mountWidget(other, 'test', definition, env()));
    document.documentElement.lang = '';
    const undeclared = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'undeclared' }));
    undeclared.setAttribute('data-locator', 'test');
    act(() => void mountWidget(undeclared, 'test', definition, env()));
    // English standing in for Russian: the texts are English.
    other.remove();
    const russian = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'ru' }));
    russian.setAttribute('data-locator', 'test');
    russian.setAttribute('data-locale', 'ru_RU');
    act(() => void mountWidget(russian, 'test', definition, env()));
    expect(seen).toEqual(['fr-BE', 'en-GB', undefined, 'en']);
  });

  it('a copy of a mounted block (its old root inside) shows the widget once, and keeps no old root as server markup', () => {
    const element = setup();
    const definition: WidgetDefinition<Config> = { mode: 'replace', parse: ok, Component: ({ config }) => <b>{config.label}</b> };
    act(() => void mountWidget(element, 'test', definition, env()));
    document.body.insertAdjacentHTML('beforeend', element.outerHTML.replace('id="w"', 'id="copy"'));
    const copy = document.getElementById('copy')!;
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(copy, 'test', definition, env())));
    expect(copy.querySelectorAll('[data-locator-root]')).toHaveLength(1);
    expect(copy.textContent).toBe('rendered');
    act(() => handle!.unmount());
    expect(copy.innerHTML).toBe('');
  });

  it('a copy skipped for keeping the original id drops the old root too: no dead widget is left showing', () => {
    const element = setup();
    const definition: WidgetDefinition<Config> = { mode: 'replace', parse: ok, Component: ({ config }) => <b>{config.label}</b> };
    act(() => void mountWidget(element, 'test', definition, env()));
    document.body.insertAdjacentHTML('beforeend', element.outerHTML);
    const copy = document.querySelectorAll<HTMLElement>('#w')[1]!;
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(copy, 'test', definition, env())));
    expect(handle).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).toMatch(/"w"/);
    expect(copy.querySelector('[data-locator-root]')).toBeNull();
    expect(element.textContent).toBe('rendered');
  });

  it('unmount puts the server markup back and aborts the context signal', () => {
    const element = setup();
    let signal: AbortSignal | undefined;
    const Component = ({ context }: WidgetProps<Config>) => {
      signal = context.signal;
      return <b>x</b>;
    };
    const handle = mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, env())!;
    act(() => handle.unmount());
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(signal?.aborted).toBe(true);
  });

  it('a render error logs one error, reports once and restores the server markup', async () => {
    const element = setup();
    const boom = new Error('render boom');
    const definition = { mode: 'replace' as const, parse: ok, Component: () => { throw boom; } };
    expect(mountWidget(element, 'test', definition, env())).toBeNull();
    await flush();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(errors.mock.calls.filter((call: unknown[]) => String(call[0]).includes('the widget failed'))).toHaveLength(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(boom, { widget: 'test', id: 'w' });
  });

  it('an effect error after mounting fails the widget once and tells the loader', async () => {
    const element = setup();
    const events = env();
    const Component = () => {
      useEffect(() => {
        throw new Error('effect boom');
      }, []);
      return <b>x</b>;
    };
    await act(async () => void mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, events));
    await flush();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(events.emit.mock.calls.map(([name]) => name)).toContain('failed');
  });

  it('a guarded handler error fails the widget alone', async () => {
    const element = setup();
    const Component = ({ context }: WidgetProps<Config>) => (
      <button type="button" onClick={context.guard(() => { throw new Error('click boom'); })}>go</button>
    );
    const events = env();
    mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, events);
    act(() => element.querySelector('button')!.click());
    await flush();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(events.onFailed).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('a widget that fails under the keyboard focus hands it to the server markup put back, not to the top of the page', async () => {
    document.body.innerHTML = `<div data-locator="test" id="w"><p>server <a href="/stores">content</a></p></div>`;
    const element = document.getElementById('w')!;
    const Component = ({ context }: WidgetProps<Config>) => (
      <button type="button" onClick={context.guard(() => { throw new Error('click boom'); })}>go</button>
    );
    mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, env());
    const button = element.querySelector('button')!;
    button.focus();
    act(() => button.click());
    await flush();
    expect(document.activeElement).toBe(element.querySelector('a'));
  });

  it('a widget the page unmounts under the keyboard focus hands it to its host when the server markup has no control', () => {
    const element = setup();
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(element, 'test', { mode: 'replace', parse: ok, Component: () => <button type="button">go</button> }, env())));
    element.querySelector('button')!.focus();
    act(() => handle!.unmount());
    expect(document.activeElement).toBe(element);
  });

  it('skips the widget with the parser errors and leaves the markup untouched', () => {
    const element = setup();
    const parse = () => ({ ok: false as const, errors: ['[locator] test#w: config.zoom must be a number, got "x"'] });
    expect(mountWidget(element, 'test', { mode: 'replace', parse, Component: () => null }, env())).toBeNull();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(errors).toHaveBeenCalledWith('[locator] test#w: invalid configuration; the widget is skipped\n[locator] test#w: config.zoom must be a number, got "x"');
  });

  it("says 'failed', with the error, for a widget skipped for its configuration or its module", () => {
    const element = setup();
    const events = env();
    const parse = () => ({ ok: false as const, errors: ['[locator] test#w: config.zoom must be a number, got "x"'] });
    mountWidget(element, 'test', { mode: 'replace', parse, Component: () => null }, events);
    mountWidget(element, 'test', { nothing: true }, events);
    const failed = events.emit.mock.calls.filter(([name]) => name === 'failed').map(([, detail]) => detail);
    expect(failed).toEqual([
      { widget: 'test', id: 'w', element, error: new Error('[locator] test#w: invalid configuration; the widget is skipped\n[locator] test#w: config.zoom must be a number, got "x"') },
      { widget: 'test', id: 'w', element, error: new Error('[locator] test#w: the widget module has no valid definition') },
    ]);
  });

  it('marks the widget failed before it says so when it is skipped or fails in its first render, as once mounted', () => {
    const said: string[] = [];
    const events = (element: HTMLElement) => ({ emit: vi.fn((name: string) => void said.push(`${name}: ${element.getAttribute('data-locator-state')}`)), onFailed: vi.fn() });
    const skipped = setup();
    mountWidget(skipped, 'test', { mode: 'replace', parse: () => ({ ok: false, errors: ['bad'] }), Component: () => null }, events(skipped));
    expect(said).toEqual(['failed: failed']);
    said.length = 0;
    const Throws = () => {
      throw new Error('render boom');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const throwing = setup();
    mountWidget(throwing, 'test', { mode: 'replace', parse: ok, Component: Throws }, events(throwing));
    expect(said).toEqual(['failed: failed']);
  });

  it('marks the widget failed before it says so: a failed listener that unmounts it has the last word', async () => {
    const element = setup();
    const order: string[] = [];
    const events = { emit: vi.fn((name: string) => void order.push(name)), onFailed: vi.fn(() => void order.push('onFailed')) };
    const Component = ({ context }: WidgetProps<Config>) => (
      <button type="button" onClick={context.guard(() => { throw new Error('click boom'); })}>go</button>
    );
    mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, events);
    act(() => element.querySelector('button')!.click());
    await flush();
    expect(order.slice(order.indexOf('onFailed'))).toEqual(['onFailed', 'failed']);
  });

  it('says and reports an error its clean-up throws while it is unmounted, and still unmounts', async () => {
    const element = setup();
    const events = env();
    const Component = () => {
      useEffect(() => () => {
        throw new Error('cleanup boom');
      }, []);
      return <b>x</b>;
    };
    let handle: ReturnType<typeof mountWidget> = null;
    act(() => void (handle = mountWidget(element, 'test', { mode: 'replace', parse: ok, Component }, events)));
    // As in a page (outside act, which would throw the error at the test instead of giving it to the root).
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    handle!.unmount();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(errors).toHaveBeenCalledWith('[locator] test#w: the widget failed while it was unmounted', new Error('cleanup boom'));
    expect(reportError).toHaveBeenCalledWith(new Error('cleanup boom'), { widget: 'test', id: 'w' });
    expect(events.emit.mock.calls.map(([name]) => name)).toContain('unmounted');
  });

  it('says what a widget emits while it mounts after mounted and prepared', () => {
    const element = setup();
    const events = env();
    const Component = ({ context }: WidgetProps<Config>) => {
      useEffect(() => {
        context.emit('data-loaded', 1);
        context.emit('ready');
      }, [context]);
      return <b>x</b>;
    };
    act(() => void mountWidget(element, 'test', { mode: 'enhance', parse: ok, Component, signalsReady: true }, events));
    expect(events.emit.mock.calls.map(([name]) => name)).toEqual(['mounted', 'prepared', 'data-loaded', 'ready']);
  });

  it('skips the widget, with the error, when reading the configuration throws; the markup stays and the throw is reported', () => {
    const element = setup();
    const parse = (): never => {
      throw new TypeError('Cannot convert object to primitive value');
    };
    expect(mountWidget(element, 'test', { mode: 'replace', parse, Component: () => null }, env())).toBeNull();
    expect(element.innerHTML).toBe('<p>server content</p>');
    expect(errors).toHaveBeenCalledWith('[locator] test#w: invalid configuration; the widget is skipped\nCannot convert object to primitive value');
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('says so when data-locator-load is no strategy the loader knows (the loader started it at once), and mounts it', () => {
    const element = setup();
    element.setAttribute('data-locator-load', 'visble');
    expect(mountWidget(element, 'test', { mode: 'replace', parse: ok, Component: ({ config }: WidgetProps<Config>) => <p>{config.label}</p> }, env())).not.toBeNull();
    expect(errors).toHaveBeenCalledWith('[locator] test#w: unknown data-locator-load "visble" (not ready, visible or interaction): loaded at once');
    expect(element.textContent).toBe('rendered');
    for (const known of ['ready', 'visible', 'interaction']) {
      const host = setup();
      host.setAttribute('data-locator-load', known);
      mountWidget(host, 'test', { mode: 'replace', parse: ok, Component: () => null }, env())?.unmount();
    }
    expect(errors.mock.calls.filter(([message]) => String(message).includes('data-locator-load'))).toHaveLength(1);
  });

  it("skips, with the error, a page's widget whose parse returns nothing usable (a missing return): nothing throws", () => {
    const element = setup();
    const parse = (() => undefined) as unknown as WidgetDefinition<Config>['parse'];
    expect(mountWidget(element, 'test', { mode: 'replace', parse, Component: () => null }, env())).toBeNull();
    expect(errors).toHaveBeenCalledWith('[locator] test#w: invalid configuration; the widget is skipped\nparse gave no { ok } result');
    const noErrors = (() => ({ ok: false })) as unknown as WidgetDefinition<Config>['parse'];
    expect(mountWidget(setup(), 'test', { mode: 'replace', parse: noErrors, Component: () => null }, env())).toBeNull();
    const textErrors = (() => ({ ok: false, errors: 'x' })) as unknown as WidgetDefinition<Config>['parse'];
    expect(mountWidget(setup(), 'test', { mode: 'replace', parse: textErrors, Component: () => null }, env())).toBeNull();
    // A widget of the page's own: its mistake is said on the console, not reported to our monitoring.
    expect(reportError).not.toHaveBeenCalled();
    expect(element.innerHTML).toBe('<p>server content</p>');
  });

  it('takes a component wrapped by memo or forwardRef', () => {
    const Label = memo(({ config }: WidgetProps<Config>) => <b>{config.label}</b>);
    expect(mountWidget(setup(), 'test', { mode: 'replace', parse: ok, Component: Label }, env())).not.toBeNull();
    expect(document.getElementById('w')!.textContent).toBe('rendered');
  });

  it('refuses a module without a widget definition', () => {
    const element = setup();
    expect(mountWidget(element, 'test', { nothing: true }, env())).toBeNull();
    expect(errors).toHaveBeenCalledWith('[locator] test#w: the widget module has no valid definition');
  });

  it('runs plain-DOM widgets with their cleanup', () => {
    const element = setup();
    const cleanup = vi.fn();
    const handle = mountWidget(
      element,
      'test',
      { mode: 'replace', parse: ok, mount: (target: HTMLElement) => { target.textContent = 'vanilla'; return cleanup; } },
      env(),
    )!;
    expect(element.textContent).toBe('vanilla');
    act(() => handle.unmount());
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(element.innerHTML).toBe('<p>server content</p>');
  });
});
