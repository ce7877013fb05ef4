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
