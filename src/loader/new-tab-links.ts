import { hideVisually, matchesIn, NEW_TAB_REL, NEW_TAB_TEXT, SELECTOR } from './schema';

const DONE = 'data-locator-new-tab';
let hints = 0;

/**
 * Spec §9: external links opening in a new tab get rel="nofollow noopener noreferrer", and a hidden "Link Opens in
 * New Tab" text for screen readers (which every link opening a new tab gets: a visitor needs to know of the new tab
 * whatever site it shows; a nofollow on the site's own pages would only hide them from search engines). Links inside
 * widget roots are left to the widgets (React owns that DOM).
 */
export function enhanceNewTabLinks(root: ParentNode): void {
  // A link added (or given its target) by itself is the root.
  for (const link of matchesIn<HTMLAnchorElement>(root, SELECTOR.newTabLinks)) {
    if (link.hasAttribute(DONE) || link.closest('[data-locator-root]')) continue;
    link.setAttribute(DONE, '');
    if (link.origin !== location.origin) {
      const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      for (const token of NEW_TAB_REL) rel.add(token);
      link.setAttribute('rel', [...rel].join(' '));
    }
    if (!link.textContent?.includes(NEW_TAB_TEXT)) {
      const hint = link.ownerDocument.createElement('span');
      hideVisually(hint);
      hint.textContent = ` ${NEW_TAB_TEXT}`;
      // The spec's text is English on every page: read as English on a French one.
      hint.lang = 'en';
      link.append(hint);
      // A link named by aria-label or aria-labelledby (an icon-only social link) is not named by its text: the hint is
      // its description then.
      // (An id list may start with a space.)
      if (link.matches('[aria-label],[aria-labelledby]')) link.setAttribute('aria-describedby', `${link.getAttribute('aria-describedby') ?? ''} ${(hint.id = `locator-nt${++hints}`)}`);
    }
  }
}
