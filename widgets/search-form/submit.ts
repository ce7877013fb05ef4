import type { LatLng } from '../../src/core/distance';
import { readMapQuery, type MapQuery } from '../../src/services/map-query';
import { countryText, FIELD, SEARCH_ATTR, type FormParts } from './markup';
import { heldForPixel } from '../../src/core/analytics-names';
import { carrySubmitter } from '../../src/services/submitter-field';

export interface SubmitDeps {
  /** location.reload in the browser. */
  reload(): void;
  /** form.submit() in the browser: submits without a submit event, so the interception does not run again. */
  submit(form: HTMLFormElement): void;
  /** The page's map-query block, read at submit time. */
  mapQuery(): MapQuery | null;
}

export interface FormActions {
  /** The submit interception of spec §2 (page start); a `submit` listener on the form. */
  onSubmit(event: Event): void;
  /**
   * A position search (spec §7): hidden q = 'latitude,longitude', the input renamed qp; `text` fills the input. False
   * when nothing was submitted (a submit is already under way).
   */
  submitPosition(point: LatLng, text?: string): boolean;
  /** Puts the form back as the server rendered it (unmount, or a page restored from the back-forward cache). */
  restore(): void;
}

/**
 * Appends ', <country>' to a typed query. Nothing is appended to an empty query, without a country text, or when the
 * query already ends with it (a query the previous search appended it to) or is the country itself.
 */
export function withCountry(query: string, country: string): string {
  const text = query.trim();
  if (!text || !country) return query;
  // Already there: the previous search appended it, or the visitor typed the country itself.
  const lower = text.toLowerCase();
  if (lower === country.toLowerCase() || lower.endsWith(`, ${country.toLowerCase()}`)) return text;
  return `${text}, ${country}`;
}

/** `latitude,longitude` as the results page reads it. */
export function positionQuery(point: LatLng): string {
  return `${point.latitude},${point.longitude}`;
}

/**
 * The browser's: the form element's own submit, even when a control of the form is named "submit" (which `form.submit`
 * would then be).
 */
export const BROWSER_SUBMIT: SubmitDeps = {
  reload: () => location.reload(),
  submit: (form) => HTMLFormElement.prototype.submit.call(form),
  mapQuery: () => readMapQuery(document),
};

/**
 * How long a submitted form stays locked (search button disabled, a second submit ignored) while its page does not
 * leave. A results page starts replacing this one well within it; a page still here after it is not leaving (the
 * visitor pressed Stop, or the server answered 204), and the form takes searches again.
 */
export const SUBMIT_LOCK_MS = 5000;

/**
 * The forms with a submit under way, whichever actions sent it: the search form's own, or the results screen's "search
 * this area", which has actions of its own on the same form. A submit of one must lock the other out too: an Enter
 * after "search this area" would otherwise send the typed text as qp beside the map centre's hidden q.
 */
const underWay = new WeakSet<HTMLFormElement>();

export function createFormActions(parts: FormParts, deps: SubmitDeps): FormActions {
  /** What a submit changed, last first; `text`: a change of the input's value, which a lock lifted keeps. */
  const undo: { run(): void; text?: true }[] = [];
  const submitted = () => underWay.has(parts.form);
  const markSubmitted = () => {
    underWay.add(parts.form);
    push(() => void underWay.delete(parts.form));
  };
  let lock: ReturnType<typeof setTimeout> | undefined;

  const push = (run: () => void) => void undo.push({ run });
  const setValue = (value: string) => {
    const before = parts.input.value;
    if (before === value) return;
    parts.input.value = value;
    undo.push({ run: () => void (parts.input.value = before), text: true });
  };
  /**
   * The submit is no longer under way: everything but the text goes back. The text stays as the visitor saw it, and is
   * theirs from now on: nothing puts it back later (a restore would wipe what they typed since).
   */
  const unlock = () => {
    for (const entry of undo.splice(0).reverse()) if (!entry.text) entry.run();
  };
  const lockFor = () => {
    clearTimeout(lock);
    lock = setTimeout(unlock, SUBMIT_LOCK_MS);
  };
  /**
   * `submitter`: the button that sent the form. The browser reads the form after the submit event and leaves a disabled
   * control out: a named search button (`name="op"`) would reach the server without scripts but not with them.
   */
  const disableSearchButton = (submitter: Element | null = null) => {
    const button = parts.searchButton;
    if (!button || button.disabled) return;
    if (submitter === button) push(carrySubmitter(parts.form, button));
    button.disabled = true;
    push(() => void (button.disabled = false));
  };

  return {
    onSubmit(event) {
      // The page's own handler cancelled it (its validation, say): nothing is sent, so nothing changes here.
      if (event.defaultPrevented) return;
      // The search button is disabled after a submit; a second Enter must not send the form twice.
      if (submitted()) return event.preventDefault();
      const stored = deps.mapQuery();
      if (stored && stored.query.trim() === parts.input.value.trim()) {
        event.preventDefault();
        deps.reload();
        return;
      }
      const before = undo.length;
      setValue(withCountry(parts.input.value, countryText(parts)));
      markSubmitted();
      // The submission goes on natively: the entry list is built after this event, with the new value.
      disableSearchButton((event as Partial<SubmitEvent>).submitter ?? null);
      lockFor();
      // A handler after this one (the page's, on the document) may still cancel it: looked at once the event has
      // been through every handler (window, bubble phase, registered now so it runs last), and undone if so.
      // A handler that stops the event's propagation keeps it from the window: then it is looked at once the dispatch
      // is over (a task later), so a form the page sends itself is not left disabled, with a listener per submit.
      const view = parts.form.ownerDocument.defaultView;
      let settled = false;
      const settle = (final: Event) => {
        if (final !== event || settled) return;
        settled = true;
        view?.removeEventListener('submit', settle);
        // Held by the click analytics for its pixel, the form is sent a moment later as it is now.
        if (!event.defaultPrevented || heldForPixel.has(event)) return;
        clearTimeout(lock);
        while (undo.length > before) undo.pop()!.run();
      };
      view?.addEventListener('submit', settle);
      setTimeout(() => settle(event));
    },
    submitPosition(point, text) {
      if (submitted()) return false;
      if (text !== undefined) setValue(text);
      const { form, input } = parts;
      const hidden = form.ownerDocument.createElement('input');
      hidden.type = 'hidden';
      hidden.name = FIELD.query;
      hidden.value = positionQuery(point);
      hidden.setAttribute(SEARCH_ATTR.position, '');
      form.append(hidden);
      push(() => hidden.remove());
      const name = input.getAttribute('name');
      input.setAttribute('name', FIELD.text);
      push(() => (name === null ? input.removeAttribute('name') : input.setAttribute('name', name)));
      markSubmitted();
      disableSearchButton();
      lockFor();
      deps.submit(form);
      return true;
    },
    restore() {
      clearTimeout(lock);
      while (undo.length) undo.pop()!.run();
    },
  };
}
