import { NEW_TAB_REL, NEW_TAB_TEXT } from './schema';

const DONE = 'data-locator-new-tab';
const NEW_TAB_LINK = 'a[target="_blank"]';
// Inline styles rather than a stylesheet: the loader adds nothing to <head>.
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0';

/**
 * Spec §9: links opening in a new tab get rel="nofollow noopener noreferrer" and a hidden
 * "Link Opens in New Tab" text for screen readers. Links inside widget roots are left to the widgets
 * (React owns that DOM).
 */
export function enhanceNewTabLinks(root: ParentNode): void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>(NEW_TAB_LINK));
  // A link added (or given its target) by itself is the root.
  if (root instanceof Element && root.matches(NEW_TAB_LINK)) links.unshift(root as HTMLAnchorElement);
  for (const link of links) {
    if (link.hasAttribute(DONE) || link.closest('[data-locator-root]')) continue;
    link.setAttribute(DONE, '');
    const rel = new Set((link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
    for (const token of NEW_TAB_REL) rel.add(token);
    link.setAttribute('rel', [...rel].join(' '));
    if (!link.textContent?.includes(NEW_TAB_TEXT)) {
      const hint = link.ownerDocument.createElement('span');
      hint.setAttribute('style', VISUALLY_HIDDEN);
      hint.textContent = ` ${NEW_TAB_TEXT}`;
      link.append(hint);
    }
  }
}
