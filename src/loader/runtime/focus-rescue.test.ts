import { afterEach, describe, expect, it } from 'vitest';
import { focusLost, focusOnce, focusWithin, rescueFocus } from './focus-rescue';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(() => void (document.body.innerHTML = ''));

function host(html: string) {
  document.body.innerHTML = `<a href="#before">before</a><div id="w">${html}</div><a href="#after">after</a>`;
  const element = document.getElementById('w')!;
  const controller = new AbortController();
  rescueFocus(element, controller.signal);
  return { element, controller };
}

describe('rescueFocus', () => {
  it('a focused link the widget replaces hands the focus to the first element Tab reaches in the widget', async () => {
    const { element } = host('<p><a href="#x" id="old">old</a></p><button id="b">button</button>');
    document.getElementById('old')!.focus();
    element.querySelector('p')!.replaceChildren(document.createTextNode('no link any more'));
    await flush();
    expect(document.activeElement?.id).toBe('b');
  });

  it('a focused link replaced by the widget’s own link to the same place hands the focus to that one, not to the first', async () => {
    const { element } = host('<ul id="server"><li><a href="/p/1">1</a></li><li><a href="/p/4" id="old">4</a></li></ul>');
    document.getElementById('old')!.focus();
    // The feed's grid takes the server grid's place: the same photos, new elements (one relative, one absolute).
    element.innerHTML = `<ul><li><a href="${location.origin}/p/1">1</a></li><li><a href="/p/2">2</a></li><li><a href="${location.origin}/p/4" id="new">4</a></li></ul>`;
    await flush();
    expect(document.activeElement?.id).toBe('new');
    // An SVG link (a map's state for the list's) counts as well.
    document.getElementById('new')!.focus();
    element.innerHTML = '<svg><a href="/p/9"><rect width="5" height="5"></rect></a><a href="/p/4" id="state"><rect width="5" height="5"></rect></a></svg>';
    await flush();
    expect(document.activeElement?.id).toBe('state');
  });

  it('a focused element made inert or hidden, with nothing else to reach, hands it to the widget itself (for this move only)', async () => {
    const { element } = host('<div id="fallback"><a href="#x" id="old">old</a></div>');
    document.getElementById('old')!.focus();
    document.getElementById('fallback')!.setAttribute('inert', '');
    await flush();
    expect(document.activeElement).toBe(element);
    expect(element.getAttribute('tabindex')).toBe('-1');
    document.getElementById('w')!.blur();
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('a focused element that goes with the whole widget (hidden) hands the focus on to what Tab reaches after it', async () => {
    const { element } = host('<a href="#x" id="old">old</a>');
    document.getElementById('old')!.focus();
    document.getElementById('old')!.remove();
    element.hidden = true;
    await flush();
    expect(document.activeElement?.getAttribute('href')).toBe('#after');
  });

  it('watches an element focused before it started (the server markup about to be swapped)', async () => {
    document.body.innerHTML = '<div id="w"><a href="#x" id="old">old</a></div>';
    const element = document.getElementById('w')!;
    document.getElementById('old')!.focus();
    rescueFocus(element, new AbortController().signal);
    element.replaceChildren();
    await flush();
    expect(document.activeElement).toBe(element);
  });

  it('never focuses again an element that is still there (the visitor left it for the page)', async () => {
    host('<input id="field"><ul id="list"><li>Paris</li></ul>');
    const field = document.getElementById('field')!;
    field.focus();
    field.blur();
    // The widget reacts to the blur (it closes its list) while the focus is on the page.
    document.getElementById('list')!.setAttribute('hidden', '');
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('lets a widget that hands the focus on itself go first', async () => {
    const { element } = host('<a href="#x" id="old">old</a><a href="#y" id="mine">mine</a><a href="#z" id="last">last</a>');
    document.getElementById('old')!.focus();
    document.getElementById('old')!.remove();
    queueMicrotask(() => document.getElementById('last')!.focus());
    await flush();
    await flush();
    expect(document.activeElement?.id).toBe('last');
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('leaves the focus alone once the visitor has moved it out, and after the widget is gone', async () => {
    const { element, controller } = host('<a href="#x" id="old">old</a><button id="b">b</button>');
    document.getElementById('old')!.focus();
    (document.querySelector('[href="#after"]') as HTMLElement).focus();
    element.replaceChildren();
    await flush();
    expect(document.activeElement?.getAttribute('href')).toBe('#after');
    element.innerHTML = '<a href="#y" id="again">again</a>';
    document.getElementById('again')!.focus();
    controller.abort();
    element.replaceChildren();
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('rescueFocus and changes elsewhere', () => {
  it('leaves an element a page style hid alone when the widget changes something else', async () => {
    const { element } = host('<button id="toggle">toggle</button><div id="map" style="left: 0"><a href="#pin">pin</a></div>');
    const toggle = document.getElementById('toggle')!;
    toggle.focus();
    // The page's layout hides it (no change of the widget's); the widget then redraws its map.
    toggle.checkVisibility = () => false;
    document.getElementById('map')!.style.left = '10px';
    await flush();
    expect(document.activeElement).toBe(toggle);
    // Its own change hides it: rescued.
    toggle.style.visibility = 'hidden';
    toggle.blur();
    await flush();
    expect(element.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(toggle);
  });
});

describe('focusOnce', () => {
  it('does not make a focusable element temporary', () => {
    document.body.innerHTML = '<button id="b">b</button>';
    const button = document.getElementById('b')!;
    focusOnce(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('tabindex')).toBe(false);
  });
});

describe('focusWithin', () => {
  const start = () => {
    document.body.innerHTML = `<div id="w"><button id="in">in</button></div><button id="out">out</button>`;
    const root = document.getElementById('w')!;
    return { read: focusWithin(root, new AbortController().signal), inside: document.getElementById('in')!, outside: document.getElementById('out')! };
  };

  it('reads the focused element of the root, none when the focus is elsewhere on the page', () => {
    const { read, inside, outside } = start();
    inside.focus();
    expect(read()).toBe(inside);
    outside.focus();
    expect(read()).toBeNull();
  });

  it('keeps an element the focus went nowhere from while it is hidden, and forgets one still shown a task later', async () => {
    const { read, inside } = start();
    inside.focus();
    inside.checkVisibility = () => false;
    inside.blur();
    await flush();
    expect(read()).toBe(inside);
    inside.checkVisibility = () => true;
    inside.focus();
    inside.blur();
    await flush();
    expect(read()).toBeNull();
  });
});

describe('focusLost', () => {
  it('is true with the focus nowhere or on a widget host, false on a control', () => {
    document.body.innerHTML = `<div data-locator="x" id="host" tabindex="-1"><button id="b">b</button></div>`;
    expect(focusLost()).toBe(true);
    document.getElementById('host')!.focus();
    expect(focusLost()).toBe(true);
    document.getElementById('b')!.focus();
    expect(focusLost()).toBe(false);
  });
});
