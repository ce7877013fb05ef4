import { useId, useLayoutEffect } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import { markLang, setOrRemoveAttribute } from '../../src/loader/runtime/attributes';
import type { DescriptionConfig } from './config';
import { strings } from '../../src/i18n/strings';
import { localeLang } from '../../src/loader/runtime/part-lang';
import { DESCRIPTION_CLASS, descriptionParts } from './parts';
import './description.css';

/**
 * The location description, collapsed to a few lines with a show-more / show-less toggle (spec §2, §4). The text is
 * the server's and stays in place: the widget only toggles its collapsed class, and the toggle keeps focus because it
 * is the same element throughout.
 */
export function Description({ config, context }: WidgetProps<DescriptionConfig>) {
  const fallbackId = useId();
  useLayoutEffect(() => {
    const parts = descriptionParts(context.element);
    const { text, toggle } = parts;
    // What the widget sets on the server's markup, to be put back as it was on unmount.
    const before = { id: text.id, controls: toggle.getAttribute('aria-controls'), style: text.getAttribute('style') };
    // A block copied from a mounted one (a page builder's duplicate) brings that widget's id along: the copy's toggle
    // would control the other text, so it gets its own.
    if (!text.id || text.ownerDocument.querySelectorAll(`[id="${text.id.replace(/["\\]/g, '\\$&')}"]`).length > 1) text.id = fallbackId;
    // The toggle's label is marked with its language where the page's is another: one of ours is in context.lang
    // (English standing in for ru or zh), one the template gave is in the block's own.
    const ours = strings(context.locale);
    const langOf = (label: string) => (label === ours.showMore || label === ours.showLess ? context.lang : localeLang(context));
    let unmarkLang = () => {};
    let marked: string | null = null;
    text.style.setProperty('--locator-description-lines', String(config.lines));
    toggle.setAttribute('aria-controls', text.id);
    let expanded = false;
    const show = () => {
      // Measured collapsed: a text that fits in its lines gets no toggle and no fade (a show-more that shows nothing
      // would mislead); one that no longer fits after a resize gets them.
      text.classList.add(DESCRIPTION_CLASS.collapsed);
      const overflows = text.scrollHeight > text.clientHeight + 1;
      text.classList.toggle(DESCRIPTION_CLASS.collapsed, overflows && !expanded);
      // A toggle the server rendered keeps its room when the text fits (invisible, so out of the tab order and the
      // accessibility tree): taking it away would move everything below it. One the widget added just goes.
      toggle.hidden = !overflows && !parts.prepared;
      toggle.style.visibility = overflows ? '' : 'hidden';
      toggle.setAttribute('aria-expanded', String(expanded));
      const label = expanded ? config.lessLabel : config.moreLabel;
      if (toggle.textContent !== label) toggle.textContent = label;
      // A server toggle that already said the label is marked too: it says the widget's label now.
      if (marked !== label) {
        unmarkLang();
        unmarkLang = markLang(toggle, langOf(label));
        marked = label;
      }
    };
    show();
    // Measured again whenever the text box or a paragraph in it changes size: a window resize, but also web fonts
    // arriving after mount or an ancestor panel that was closed (display: none) at mount and opens later. In the next
    // frame, not in the observer's callback: the collapse changes the box's height, which would notify again there.
    let frame = 0;
    const onResize = context.guard(show);
    const sizes =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(onResize);
          })
        : null;
    for (const box of [text, ...text.children]) sizes?.observe(box);
    const onClick = context.guard(() => {
      expanded = !expanded;
      show();
      // Show less after reading far down a long text: the text shrinks above the visitor, and the toggle they just
      // pressed (and that keeps the focus) would end up above the viewport. It is brought back into view.
      if (!expanded && toggle.getBoundingClientRect().top < 0) toggle.scrollIntoView({ block: 'nearest' });
    });
    toggle.addEventListener('click', onClick);
    // A link in the clipped part still takes keyboard focus: the text opens so the focus is seen. A link in the lines
    // shown opens nothing: the visitor did not ask for more.
    const reveal = () => {
      const focused = text.ownerDocument.activeElement;
      if (expanded || !focused || focused === text || !text.contains(focused)) return;
      // Where it sits in the text, wherever the browser scrolled the clipped box to show it (focus scrolls a box
      // whose overflow is hidden too).
      const bottom = focused.getBoundingClientRect().bottom - text.getBoundingClientRect().top + text.scrollTop;
      if (bottom <= text.clientHeight + 1) return;
      expanded = true;
      text.scrollTop = 0;
      show();
    };
    const onFocusIn = context.guard(reveal);
    text.addEventListener('focusin', onFocusIn);
    // The focus may be in the text already (the visitor tabbed to a link, which started the widget).
    reveal();
    return () => {
      sizes?.disconnect();
      cancelAnimationFrame(frame);
      toggle.removeEventListener('click', onClick);
      text.removeEventListener('focusin', onFocusIn);
      setOrRemoveAttribute(text, 'id', before.id || null);
      setOrRemoveAttribute(toggle, 'aria-controls', before.controls);
      setOrRemoveAttribute(text, 'style', before.style);
      unmarkLang();
      parts.restore();
    };
  }, [config, context, fallbackId]);
  return null;
}
