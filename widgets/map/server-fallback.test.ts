import { afterEach, describe, expect, it } from 'vitest';
import { hideServerFallback, showServerFallback } from './server-fallback';

afterEach(() => void (document.body.innerHTML = ''));

function host(): HTMLElement {
  document.body.innerHTML = `<div id="map"><ul data-locator-fallback style="visibility: visible"><li><a href="/a">A</a></li></ul><p data-locator-fallback inert>Note</p><span>other</span></div>`;
  return document.getElementById('map')!;
}

describe('the map over its server fallback', () => {
  it('hides the fallback (keeping its box) and the undo puts back its own visibility and inert', () => {
    const map = host();
    const [list, note] = Array.from(map.querySelectorAll<HTMLElement>('[data-locator-fallback]'));
    const undo = hideServerFallback(map);
    expect(list!.style.visibility).toBe('hidden');
    expect(list!.hasAttribute('inert')).toBe(true);
    expect(map.querySelector('span')!.hasAttribute('inert')).toBe(false);
    undo();
    expect(list!.style.visibility).toBe('visible');
    expect(list!.hasAttribute('inert')).toBe(false);
    expect(note!.hasAttribute('inert')).toBe(true);
  });

  it('a copy of a block whose map was drawn shows its fallback again, and its own map hides and restores it alike', () => {
    const map = host();
    hideServerFallback(map);
    // A page builder duplicates the block (the widget's root aside): the copy's fallback comes hidden and inert.
    const copy = map.cloneNode(true) as HTMLElement;
    document.body.append(copy);
    const list = copy.querySelector<HTMLElement>('ul')!;
    expect(list.hasAttribute('inert')).toBe(true);
    // The copy's map mounts (not drawn yet): its fallback is the content meanwhile.
    showServerFallback(copy);
    expect(list.style.visibility).toBe('visible');
    expect(list.hasAttribute('inert')).toBe(false);
    // Drawn, then gone: the fallback is back as the server wrote it, not as the copy brought it.
    const undo = hideServerFallback(copy);
    expect(list.hasAttribute('inert')).toBe(true);
    undo();
    expect(list.style.visibility).toBe('visible');
    expect(list.hasAttribute('inert')).toBe(false);
    expect(copy.querySelector('p')!.hasAttribute('inert')).toBe(true);
  });

  it('a copy hidden again before showing (its map drawn at once) still restores the server values', () => {
    const map = host();
    hideServerFallback(map);
    const copy = map.cloneNode(true) as HTMLElement;
    document.body.append(copy);
    const undo = hideServerFallback(copy);
    undo();
    expect(copy.querySelector('ul')!.hasAttribute('inert')).toBe(false);
  });
});
