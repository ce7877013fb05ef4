import { eventName, SCOPED, TRACKED } from '../../src/core/analytics-names';
import { ATTR } from '../../src/loader/schema';

export interface TrackedElement {
  name: string;
  label: string;
}

/** Every tracked element with the event name a click on it records ('' when it could not be tracked). */
export function trackedElements(doc: Document = document): TrackedElement[] {
  return Array.from(doc.querySelectorAll(TRACKED)).map((element) => {
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    const scopes: string[] = [];
    for (let el = element.parentElement?.closest(SCOPED); el; el = el.parentElement?.closest(SCOPED) ?? null) {
      scopes.unshift(el.getAttribute(ATTR.scope) ?? '');
    }
    return { name: eventName(element.getAttribute(ATTR.track) ?? '', scopes), label };
  });
}
