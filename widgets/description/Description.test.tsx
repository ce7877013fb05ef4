import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/services/report', () => ({ reportError: vi.fn() }));
const { mountWidget } = await import('../../src/loader/runtime/mount');
const { default: description } = await import('./index');

const env = () => ({ emit: vi.fn(), onFailed: vi.fn() });
const mount = (element: HTMLElement) => {
  let handle: ReturnType<typeof mountWidget> = null;
  act(() => {
    handle = mountWidget(element, 'description', description, env());
  });
  return handle!;
};
const TEXT = '<p>First paragraph.</p><p>Second paragraph.</p>';

function host(inner: string, attrs = ''): HTMLElement {
  document.documentElement.lang = 'en-GB';
  document.body.innerHTML = `<div data-locator="description" id="about" ${attrs}>${inner}</div>`;
  return document.getElementById('about')!;
}

const toggle = () => document.querySelector<HTMLButtonElement>('#about > button.locator-description__toggle')!;
const text = () => document.querySelector<HTMLElement>('#about > .locator-description')!;

/** The text's full height and its collapsed box, as a browser would lay them out (jsdom lays out nothing). */
let textHeight = 200;
const COLLAPSED_HEIGHT = 72;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  textHeight = 200;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('locator-description') ? textHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('locator-description')) return 0;
    return this.classList.contains('locator-description--collapsed') ? Math.min(textHeight, COLLAPSED_HEIGHT) : textHeight;
  });
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('description widget', () => {
  /** A ResizeObserver that records what it watches and notifies when the test says; frames run at once. */
  const observeSizes = () => {
    const observers: { callback: () => void; watched: Element[]; connected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry = { callback: () => {}, watched: [] as Element[], connected: true };
        constructor(callback: () => void) {
          this.entry.callback = callback;
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.watched.push(target);
        }
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => void (frames[id - 1] = () => {}));
    const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(0)));
    return { observers, runFrames };
  };

  it('shows no toggle and no fade for a text that fits in its lines, and both once it grows to overflow', () => {
    const { observers, runFrames } = observeSizes();
    textHeight = 48;
    const element = host(TEXT);
    const handle = mount(element);
    expect(toggle().hidden).toBe(true);
    expect(text()).not.toHaveClass('locator-description--collapsed');
    // The text box and its paragraphs are watched (an inline-only or bare text has only the box to report a resize).
    expect(observers).toHaveLength(1);
    expect(observers[0]!.watched).toEqual([text(), ...Array.from(text().children)]);
    textHeight = 120;
    // Measured in the next frame, not inside the observer's callback (where the collapse would notify again).
    observers[0]!.callback();
    expect(toggle().hidden).toBe(true);
    runFrames();
    expect(toggle().hidden).toBe(false);
    expect(text()).toHaveClass('locator-description--collapsed');
    act(() => handle.unmount());
    expect(observers[0]!.connected).toBe(false);
  });

  it('watches a bare text through its box', () => {
    const { observers } = observeSizes();
    mount(host('Bare server text.'));
    expect(observers[0]!.watched).toEqual([text()]);
  });

  it('drops a measurement still pending at unmount: the server markup stays as the widget left it', () => {
    const { observers, runFrames } = observeSizes();
    textHeight = 48;
    const element = host(
      `<div class="locator-description locator-description--collapsed" id="about-text">${TEXT}</div>` +
        `<button type="button" class="locator-description__toggle" aria-expanded="false" aria-controls="about-text">Show more</button>`,
    );
    const handle = mount(element);
    textHeight = 120;
    observers[0]!.callback();
    act(() => handle.unmount());
    runFrames();
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle().hidden).toBe(true);
  });

  it('wraps plain server text, toggles it on each click, and unwraps it on unmount', () => {
    const element = host(`<script type="application/json" data-locator-config>{"lines": 3}</script>${TEXT}`);
    const handle = mount(element);
    expect(text()).toHaveClass('locator-description', 'locator-description--collapsed');
    expect(text().innerHTML).toBe(TEXT);
    expect(text().style.getPropertyValue('--locator-description-lines')).toBe('3');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-controls', text().id);
    expect(toggle()).toHaveTextContent('Show more');
    toggle().focus();
    toggle().click();
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveTextContent('Show less');
    expect(toggle()).toHaveFocus();
    toggle().click();
    expect(text()).toHaveClass('locator-description--collapsed');
    act(() => handle.unmount());
    expect(element.querySelector('.locator-description, button')).toBeNull();
    expect(element.querySelectorAll(':scope > p')).toHaveLength(2);
    expect(element.querySelector(':scope > script[data-locator-config]')).not.toBeNull();
  });

  it('names its toggle in the page language when the labels given are blank (a template’s empty fields)', () => {
    const element = host(`<script type="application/json" data-locator-config>{"lessLabel": " "}</script>${TEXT}`, 'data-more-label=""');
    const handle = mount(element);
    expect(toggle()).toHaveAccessibleName('Show more');
    toggle().click();
    expect(toggle()).toHaveAccessibleName('Show less');
    act(() => handle.unmount());
  });

  it("marks its toggle with the block's language when that is not the page's; the server's toggle gets its own back", () => {
    const element = host(
      `<div class="locator-description" id="about-text">${TEXT}</div>` +
        `<button type="button" class="locator-description__toggle" aria-controls="about-text">Show more</button>`,
      'data-locale="fr_FR"',
    );
    const handle = mount(element);
    expect(toggle()).toHaveTextContent('Afficher plus');
    expect(toggle()).toHaveAttribute('lang', 'fr-FR');
    // The server's text is not the widget's to mark.
    expect(text()).not.toHaveAttribute('lang');
    act(() => handle.unmount());
    expect(toggle()).not.toHaveAttribute('lang');
  });

  it("marks a Russian block's toggle English when it says our English stand-in, Russian when the template gave it", () => {
    const french = (element: HTMLElement) => ((document.documentElement.lang = 'fr-FR'), element);
    const handle = mount(french(host(TEXT, 'data-locale="ru_RU"')));
    expect(toggle()).toHaveTextContent('Show more');
    expect(toggle()).toHaveAttribute('lang', 'en');
    act(() => handle.unmount());
    const given = mount(french(host(TEXT, 'data-locale="ru_RU" data-more-label="Читать далее"')));
    expect(toggle()).toHaveTextContent('Читать далее');
    expect(toggle()).toHaveAttribute('lang', 'ru-RU');
    // Its less label is ours: English.
    toggle().click();
    expect(toggle()).toHaveTextContent('Show less');
    expect(toggle()).toHaveAttribute('lang', 'en');
    act(() => given.unmount());
  });

  it('wires the text and toggle the server rendered, collapsed from the first paint, without adding elements', () => {
    const element = host(
      `<div class="locator-description locator-description--collapsed" id="about-text">${TEXT}</div>` +
        `<button type="button" class="locator-description__toggle" aria-expanded="false" aria-controls="about-text">Show more</button>`,
      'data-more-label="Read on" data-less-label="Read less"',
    );
    const handle = mount(element);
    expect(element.children).toHaveLength(2);
    expect(toggle()).toHaveTextContent('Read on');
    toggle().click();
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle()).toHaveTextContent('Read less');
    act(() => handle.unmount());
    // Without the widget: the whole text and no dead toggle.
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle().hidden).toBe(true);
    // The server's own id, reference and (no) style are as they were.
    expect(text().id).toBe('about-text');
    expect(toggle()).toHaveAttribute('aria-controls', 'about-text');
    expect(text()).not.toHaveAttribute('style');
  });

  it('adopts a text block the server rendered without a toggle: one block, a toggle after it, put back on unmount', () => {
    const element = host(`<div class="locator-description" id="about-text">${TEXT}</div><p>After.</p>`);
    const handle = mount(element);
    expect(element.querySelectorAll('.locator-description')).toHaveLength(1);
    expect(text().innerHTML).toBe(TEXT);
    expect(text()).toHaveClass('locator-description--collapsed');
    expect(text().nextElementSibling).toBe(toggle());
    expect(toggle()).toHaveAttribute('aria-controls', 'about-text');
    toggle().click();
    expect(text()).not.toHaveClass('locator-description--collapsed');
    act(() => handle.unmount());
    expect(element.innerHTML).toBe(`<div class="locator-description" id="about-text">${TEXT}</div><p>After.</p>`);
  });

  it('brings the toggle back into view when showing less leaves it above the viewport, and only then', () => {
    const element = host(TEXT);
    const handle = mount(element);
    const scroll = vi.fn();
    toggle().scrollIntoView = scroll;
    let top = 300;
    vi.spyOn(toggle(), 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    toggle().click();
    toggle().click();
    expect(scroll).not.toHaveBeenCalled();
    toggle().click();
    top = -120;
    toggle().click();
    expect(scroll).toHaveBeenCalledExactlyOnceWith({ block: 'nearest' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    act(() => handle.unmount());
  });

  it('takes back on unmount the id, reference and line count it gave a server text without an id', () => {
    const element = host(
      `<div class="locator-description locator-description--collapsed" style="color: navy">${TEXT}</div>` +
        `<button type="button" class="locator-description__toggle" aria-expanded="false">Show more</button>`,
    );
    const handle = mount(element);
    expect(toggle()).toHaveAttribute('aria-controls', text().id);
    expect(text().style.getPropertyValue('--locator-description-lines')).not.toBe('');
    act(() => handle.unmount());
    expect(text()).not.toHaveAttribute('id');
    expect(toggle()).not.toHaveAttribute('aria-controls');
    expect(text()).toHaveAttribute('style', 'color: navy');
  });

  it('keeps the room of a toggle the server rendered when the text fits, so nothing below it moves', () => {
    textHeight = 48;
    const element = host(
      `<div class="locator-description locator-description--collapsed" id="about-text">${TEXT}</div>` +
        `<button type="button" class="locator-description__toggle" aria-expanded="false" aria-controls="about-text">Show more</button>`,
    );
    const handle = mount(element);
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle().hidden).toBe(false);
    expect(toggle().style.visibility).toBe('hidden');
    act(() => handle.unmount());
    expect(toggle().hidden).toBe(true);
    expect(toggle().style.visibility).toBe('');
  });

  /** Where the text's collapsed box ends and where each link is (jsdom lays out nothing). */
  const layOut = (links: Record<string, number>) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The text at the top of the viewport; everything else (the toggle) 20 px high, in view.
      const bottom = this.classList.contains('locator-description') ? COLLAPSED_HEIGHT : (links[this.getAttribute('href') ?? ''] ?? 100);
      const top = this.classList.contains('locator-description') ? 0 : bottom - 20;
      return { top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top } as DOMRect;
    });

  it('opens when keyboard focus reaches a link in the clipped part, so the focus is seen', () => {
    host(`<p>First paragraph.</p><p>See <a href="/size-guide">the size guide</a>.</p>`);
    layOut({ '/size-guide': 150 });
    mount(document.getElementById('about')!);
    expect(text()).toHaveClass('locator-description--collapsed');
    act(() => text().querySelector('a')!.focus());
    expect(text()).not.toHaveClass('locator-description--collapsed');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveTextContent('Show less');
    // It stays open as focus moves on; the toggle closes it again.
    act(() => toggle().click());
    expect(text()).toHaveClass('locator-description--collapsed');
  });

  it('stays collapsed when the focus reaches a link in the lines shown: the visitor did not ask for more', () => {
    host(`<p>See <a href="/size-guide">the size guide</a>.</p><p>Second paragraph.</p>`);
    layOut({ '/size-guide': 30 });
    mount(document.getElementById('about')!);
    act(() => text().querySelector('a')!.focus());
    expect(text()).toHaveClass('locator-description--collapsed');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus of a visitor who tabbed to a link in plain text as it is wrapped and unwrapped, and opens for it when clipped', () => {
    const element = host(`<p>First paragraph.</p><p>See <a href="/size-guide">the size guide</a>.</p>`);
    layOut({ '/size-guide': 150 });
    const link = element.querySelector('a')!;
    link.focus();
    const handle = mount(element);
    expect(link.parentElement!.parentElement).toBe(text());
    expect(link).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => handle.unmount());
    expect(link.parentElement!.parentElement).toBe(element);
    expect(link).toHaveFocus();
  });

  it('gives a copy of a mounted block (a page builder duplicating it) an id of its own, which its toggle controls', () => {
    const element = host(TEXT);
    mount(element);
    const copy = element.cloneNode(true) as HTMLElement;
    copy.id = 'about-copy';
    document.body.append(copy);
    mount(copy);
    const copyText = copy.querySelector<HTMLElement>(':scope > .locator-description')!;
    expect(copyText.id).not.toBe(text().id);
    expect(document.querySelectorAll(`[id="${copyText.id}"]`)).toHaveLength(1);
    expect(copy.querySelector(':scope > button')).toHaveAttribute('aria-controls', copyText.id);
    // A copy put before the original: the copy gets its own id, the original keeps its.
    const before = element.cloneNode(true) as HTMLElement;
    before.id = 'about-before';
    element.before(before);
    const originalId = text().id;
    mount(before);
    const beforeText = before.querySelector<HTMLElement>(':scope > .locator-description')!;
    expect(beforeText.id).not.toBe(originalId);
    expect(text().id).toBe(originalId);
    expect(before.querySelector(':scope > button')).toHaveAttribute('aria-controls', beforeText.id);
  });

  it('a mounted widget shows its toggle again after an unmount and a new mount', () => {
    const element = host(`<div class="locator-description locator-description--collapsed">${TEXT}</div><button type="button" class="locator-description__toggle">Show more</button>`);
    const first = mount(element);
    act(() => first.unmount());
    mount(element);
    expect(toggle().hidden).toBe(false);
    expect(text()).toHaveClass('locator-description--collapsed');
  });
});
