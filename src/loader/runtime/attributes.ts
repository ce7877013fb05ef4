import { otherLang } from './part-lang';

/** Sets an attribute to `value`, or removes it for null: how a widget puts back an attribute it found absent. */
export function setOrRemoveAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * Remembers an element's attributes before a widget changes them, to put them back on unmount: an enhancing widget
 * leaves the server's markup as it found it.
 */
export function attributeKeeper(element: Element) {
  const saved = new Map<string, string | null>();
  return {
    set(name: string, value: string | null) {
      if (!saved.has(name)) saved.set(name, element.getAttribute(name));
      setOrRemoveAttribute(element, name, value);
    },
    restore() {
      for (const [name, value] of saved) setOrRemoveAttribute(element, name, value);
    },
  };
}

/**
 * Gives an element of the host's markup that a widget writes its own text into the language of that text, `lang`
 * (WidgetContext.lang for its strings), when the language around the element is another one, so a screen reader reads
 * it in its language. Returns what puts the element's lang back. No `lang`: the page declares no language.
 */
export function markLang(element: Element, lang: string | undefined): () => void {
  const mark = otherLang(element, lang);
  if (!mark) return () => {};
  const before = element.getAttribute('lang');
  element.setAttribute('lang', mark);
  return () => setOrRemoveAttribute(element, 'lang', before);
}
