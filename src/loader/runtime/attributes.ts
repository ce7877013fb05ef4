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
 * Gives an element of the host's markup that a widget writes its own text into the language of that text
 * (WidgetContext.lang), so a screen reader reads it in that language; returns what puts the element's lang back.
 * Nothing to do when no lang is given: the text is in the language around the host.
 */
export function markLang(element: Element, lang: string | undefined): () => void {
  const before = element.getAttribute('lang');
  if (!lang || before === lang) return () => {};
  element.setAttribute('lang', lang);
  return () => setOrRemoveAttribute(element, 'lang', before);
}
