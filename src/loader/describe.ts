import { ATTR } from './schema';

let anonymous = 0;
const generated = new WeakMap<Element, string>();

/** The id used in messages and events: the element id, or a stable generated one. */
export function widgetId(element: Element): string {
  if (element.id) return element.id;
  let id = generated.get(element);
  if (!id) generated.set(element, (id = `anonymous-${++anonymous}`));
  return id;
}

/** `hours#store-hours`: how every console message names a widget. */
export function describe(element: Element): string {
  return `${element.getAttribute(ATTR.widget) ?? 'widget'}#${widgetId(element)}`;
}
