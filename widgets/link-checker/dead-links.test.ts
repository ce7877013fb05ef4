import { afterEach, describe, expect, it } from 'vitest';
import { DeadLinks } from './dead-links';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DeadLinks', () => {
  it('replaces a link by a span keeping its attributes (not href, target, rel) and content, and restores it', () => {
    document.body.innerHTML = `<p id="p">See <a id="l" class="ext" title="Guide" data-x="1" aria-describedby="d" href="/gone" target="_blank" rel="noopener" data-locator-new-tab=""><b>the guide</b><span style="position:absolute"> Link Opens in New Tab</span></a>.</p>`;
    const before = document.getElementById('p')!.innerHTML;
    const link = document.getElementById('l') as HTMLAnchorElement;
    const bold = link.querySelector('b');
    const dead = new DeadLinks();
    const span = dead.replace(link, 404);
    expect(document.getElementById('p')!.innerHTML).toBe(
      'See <span id="l" class="ext" title="Guide" data-x="1" aria-describedby="d" data-link-status="404"><b>the guide</b></span>.',
    );
    expect(span.querySelector('b')).toBe(bold);
    dead.restore();
    expect(document.getElementById('p')!.innerHTML).toBe(before);
    expect(document.getElementById('l')).toBe(link);
  });

  it('a span is no control: no tab stop, role or aria-label; an icon-only link keeps its name as hidden text', () => {
    document.body.innerHTML = `<p id="p"><a id="t" href="/gone" tabindex="0" role="button" accesskey="g">Guide</a><a id="i" href="/gone" aria-label="Size guide"><svg aria-hidden="true"></svg></a></p>`;
    const dead = new DeadLinks();
    const text = dead.replace(document.getElementById('t') as HTMLAnchorElement, 404);
    const icon = dead.replace(document.getElementById('i') as HTMLAnchorElement, 404);
    expect(text.outerHTML).toBe('<span id="t" data-link-status="404">Guide</span>');
    expect(icon.hasAttribute('aria-label')).toBe(false);
    expect(icon.textContent).toBe('Size guide');
    dead.restore();
    expect(document.getElementById('i')!.outerHTML).toBe('<a id="i" href="/gone" aria-label="Size guide"><svg aria-hidden="true"></svg></a>');
  });

  it('an icon-only link named by aria-labelledby: the span has no such name (prohibited on a span), the text instead', () => {
    document.body.innerHTML = `<h3 id="h">Size</h3><span id="g" hidden>guide</span><a id="i" href="/gone" aria-labelledby="h g" aria-label="Ignored"><svg aria-hidden="true"></svg></a>`;
    const dead = new DeadLinks();
    const icon = dead.replace(document.getElementById('i') as HTMLAnchorElement, 404);
    expect(icon.hasAttribute('aria-labelledby')).toBe(false);
    expect(icon.hasAttribute('aria-label')).toBe(false);
    expect(icon.textContent).toBe('Size guide');
    dead.restore();
    expect(document.getElementById('i')!.outerHTML).toBe('<a id="i" href="/gone" aria-labelledby="h g" aria-label="Ignored"><svg aria-hidden="true"></svg></a>');
  });

  it('an icon-only new-tab link: the span is not described by the new-tab text it no longer holds', () => {
    document.body.innerHTML = `<p id="note">Ours</p><a id="i" href="/gone" target="_blank" aria-label="Size guide" aria-describedby="note locator-nt1" data-locator-new-tab=""><svg aria-hidden="true"></svg><span id="locator-nt1"> Link Opens in New Tab</span></a><a id="j" href="/gone" target="_blank" aria-label="Sizes" aria-describedby=" locator-nt2" data-locator-new-tab=""><svg aria-hidden="true"></svg><span id="locator-nt2"> Link Opens in New Tab</span></a>`;
    const dead = new DeadLinks();
    const icon = dead.replace(document.getElementById('i') as HTMLAnchorElement, 404);
    const alone = dead.replace(document.getElementById('j') as HTMLAnchorElement, 404);
    expect(icon.getAttribute('aria-describedby')).toBe('note');
    expect(alone.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('locator-nt1')).toBeNull();
    dead.restore();
    expect(document.getElementById('i')!.getAttribute('aria-describedby')).toBe('note locator-nt1');
    expect(document.getElementById('locator-nt1')).not.toBeNull();
  });

  it('removes a link, and the list item it leaves empty, then restores both', () => {
    document.body.innerHTML = `<ul id="u"><li> <a id="a" href="/x">x</a> </li><li>Text <a id="b" href="/y">y</a></li></ul>`;
    const before = document.getElementById('u')!.innerHTML;
    const dead = new DeadLinks();
    dead.remove(document.getElementById('a') as HTMLAnchorElement);
    dead.remove(document.getElementById('b') as HTMLAnchorElement);
    expect(document.getElementById('u')!.textContent).toBe('Text ');
    expect(document.querySelectorAll('li')).toHaveLength(1);
    dead.restore();
    expect(document.getElementById('u')!.innerHTML).toBe(before);
  });
});
