import { eventEndMs, formatEventDate, parseEventTiming, type EventsPlan } from '../../src/core/events';
import { zoneOffsetMs } from '../../src/core/zoned-day';
import { SELECTOR } from '../../src/loader/schema';
import { markLang, setOrRemoveAttribute } from '../../src/loader/runtime/attributes';

/** A date and time with its offset from UTC (`…T14:00Z`, `…T15:00:00+01:00`): an instant anywhere. */
const HAS_OFFSET = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Which elements of the block are events: every element carrying data-start (the server renders `<li data-start>`). */
export const EVENT_SELECTOR = '[data-start]';

interface EventItem {
  element: HTMLElement;
  /** When the event ends (epoch ms); null when its times could not be read. */
  endMs: number | null;
  /** Stands in the event's place while it is taken out, so it can come back exactly there. */
  marker: Comment | null;
}

/**
 * The server-rendered events of one block and the changes the widget makes to them: taking ended events (and those
 * beyond the limit) out of the page, hiding the block when none is left, re-rendering dates. `restore` undoes all.
 */
export class EventsBlock {
  private readonly items: EventItem[];
  private readonly hostAttributes: { hidden: string | null; style: string | null };
  private readonly times: { element: HTMLTimeElement; nodes: ChildNode[]; unmarkLang: () => void }[] = [];
  private hostHidden = false;

  constructor(
    private readonly host: HTMLElement,
    timeZone: string,
    warn: (message: string) => void,
  ) {
    this.hostAttributes = { hidden: host.getAttribute('hidden'), style: host.getAttribute('style') };
    this.items = Array.from(host.querySelectorAll<HTMLElement>(EVENT_SELECTOR))
      // An event list inside a nested widget belongs to that widget.
      .filter((element) => element.parentElement?.closest(SELECTOR.widget) === host)
      .map((element) => {
        const start = element.getAttribute('data-start');
        const end = element.getAttribute('data-end');
        const timing = parseEventTiming(start, end);
        if (!timing) warn(`an event has no valid data-start / data-end (${JSON.stringify(start)}, ${JSON.stringify(end)}: epoch seconds expected); it stays as it is`);
        return { element, endMs: timing ? eventEndMs(timing, timeZone) : null, marker: null };
      });
  }

  get ends(): (number | null)[] {
    return this.items.map((item) => item.endMs);
  }

  apply(plan: EventsPlan): void {
    this.items.forEach((item, i) => {
      const show = plan.shown[i] === true;
      if (show && item.marker) {
        item.marker.replaceWith(item.element);
        item.marker = null;
      } else if (!show && !item.marker) {
        item.marker = item.element.ownerDocument.createComment('locator: event taken out');
        item.element.replaceWith(item.marker);
      }
    });
    // The host itself stays in the document (removing it would unmount this widget); it is hidden instead.
    this.setHostHidden(plan.count === 0);
  }

  /**
   * Re-renders each event's `<time datetime="…T…">` text in the page locale and the store's zone; `lang`: that
   * locale's tag, to mark the text with where the language around it is another (none when no locale is declared).
   */
  formatDates(locale: string, timeZone: string, visitorZone: string, lang?: string): void {
    for (const item of this.items) {
      for (const element of Array.from(item.element.querySelectorAll('time'))) {
        const value = element.dateTime.trim();
        // Only a value with its offset names an instant. A date alone, or a time without an offset (which the browser
        // would read in the visitor's zone, not the store's), keeps the server's text.
        const instant = HAS_OFFSET.test(value) ? Date.parse(value) : NaN;
        if (Number.isNaN(instant)) continue;
        const withZone = zoneOffsetMs(instant, timeZone) !== zoneOffsetMs(instant, visitorZone);
        this.times.push({ element, nodes: Array.from(element.childNodes), unmarkLang: markLang(element, lang) });
        element.textContent = formatEventDate(instant, locale, timeZone, withZone);
      }
    }
  }

  restore(): void {
    for (const { element, nodes, unmarkLang } of this.times.splice(0)) {
      element.replaceChildren(...nodes);
      unmarkLang();
    }
    for (const item of this.items) {
      item.marker?.replaceWith(item.element);
      item.marker = null;
    }
    this.setHostHidden(false);
  }

  private setHostHidden(hidden: boolean): void {
    if (hidden === this.hostHidden) return;
    this.hostHidden = hidden;
    if (hidden) {
      this.host.hidden = true;
      // A theme's `display` rule on the block would beat the hidden attribute.
      this.host.style.setProperty('display', 'none', 'important');
      return;
    }
    setOrRemoveAttribute(this.host, 'hidden', this.hostAttributes.hidden);
    setOrRemoveAttribute(this.host, 'style', this.hostAttributes.style);
  }
}
