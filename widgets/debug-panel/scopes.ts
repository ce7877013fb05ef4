import { eventName } from '../../src/core/analytics-names';
import { ATTR, SELECTOR } from '../../src/loader/schema';
import { scopesFrom } from '../../src/services/analytics-scopes';

export interface TrackedElement {
  name: string;
  label: string;
}

/** Every tracked element with the event name a click on it records ('' when it could not be tracked). */
export function trackedElements(doc: Document = document): TrackedElement[] {
  return Array.from(doc.querySelectorAll(SELECTOR.tracked)).map((element) => {
    const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
    return { name: eventName(element.getAttribute(ATTR.track) ?? '', scopesFrom(element.parentElement)), label };
  });
}
