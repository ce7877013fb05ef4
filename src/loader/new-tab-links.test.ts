import { afterEach, describe, expect, it } from 'vitest';
import { enhanceNewTabLinks } from './new-tab-links';

afterEach(() => void (document.body.innerHTML = ''));

describe('enhanceNewTabLinks', () => {
  it('adds the rel tokens, keeps existing ones and adds the hidden text once', () => {
    document.body.innerHTML = '<a href="https://x.test" target="_blank" rel="external">Shop</a><a href="/y">Same tab</a>';
    enhanceNewTabLinks(document);
    enhanceNewTabLinks(document);
    const [link, other] = Array.from(document.querySelectorAll('a'));
    expect(link!.getAttribute('rel')).toBe('external nofollow noopener noreferrer');
    expect(link!.textContent).toBe('Shop Link Opens in New Tab');
    // English on every page, and said to be.
    expect(link!.querySelector('span')!.lang).toBe('en');
    // Hidden through the style object, which a CSP that forbids inline style attributes does not block.
    expect(link!.querySelector('span')!.style.position).toBe('absolute');
    expect(other!.hasAttribute('rel')).toBe(false);
  });

  it('gives the rel tokens to external links only; a link to the site itself gets the hidden text alone', () => {
    document.body.innerHTML = `<a href="/gift-cards" target="_blank">Gift cards</a><a href="${location.origin}/sizes" target="_blank" rel="help">Sizes</a>`;
    enhanceNewTabLinks(document);
    const [relative, absolute] = Array.from(document.querySelectorAll('a'));
    expect(relative!.hasAttribute('rel')).toBe(false);
    expect(absolute!.getAttribute('rel')).toBe('help');
    expect(relative!.textContent).toBe('Gift cards Link Opens in New Tab');
    expect(absolute!.textContent).toBe('Sizes Link Opens in New Tab');
  });

  it('leaves links inside widget roots to the widgets', () => {
    document.body.innerHTML = '<div data-locator-root="x"><a href="https://x.test" target="_blank">In widget</a></div>';
    enhanceNewTabLinks(document);
    expect(document.querySelector('a')!.hasAttribute('rel')).toBe(false);
  });

  it('enhances a link that is itself the root (added alone, or given its target later)', () => {
    const link = Object.assign(document.createElement('a'), { href: 'https://x.test', target: '_blank', textContent: 'Alone' });
    document.body.append(link);
    enhanceNewTabLinks(link);
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(link.textContent).toBe('Alone Link Opens in New Tab');
  });

  it('a link named by aria-label or aria-labelledby (an icon-only link) is described by the hidden text, which its name hides', () => {
    document.body.innerHTML =
      '<span id="ig">Instagram</span><a href="https://x.test/a" target="_blank" aria-label="Facebook"><svg></svg></a>' +
      '<a href="https://x.test/b" target="_blank" aria-labelledby="ig" aria-describedby="note"><svg></svg></a><p id="note">Our page</p>';
    enhanceNewTabLinks(document);
    const [labelled, byId] = Array.from(document.querySelectorAll('a'));
    const hintOf = (link: Element) => link.querySelector('span')!;
    expect(hintOf(labelled!).id).not.toBe('');
    expect(labelled!.getAttribute('aria-describedby')?.trim()).toBe(hintOf(labelled!).id);
    expect(byId!.getAttribute('aria-describedby')?.split(/\s+/)).toEqual(['note', hintOf(byId!).id]);
    expect(hintOf(byId!).id).not.toBe(hintOf(labelled!).id);
    expect(document.getElementById(hintOf(byId!).id)?.textContent).toBe(' Link Opens in New Tab');
    // A link named by its text needs no description: the text is in its name.
    document.body.innerHTML = '<a href="https://x.test" target="_blank">Shop</a>';
    enhanceNewTabLinks(document);
    expect(document.querySelector('a')!.hasAttribute('aria-describedby')).toBe(false);
  });
});
