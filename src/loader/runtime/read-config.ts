import { describe, widgetId } from '../describe';
import { ATTR, configBlocks, JSON_TYPES } from '../schema';
import type { ConfigInput } from '../types';
import { pageLocale } from './locale';

export type ReadResult = { ok: true; input: ConfigInput } | { ok: false; error: string };

/**
 * Finds the element's JSON block (inside it, or anywhere in the page matched by id, as maps do),
 * parses it and collects the data attributes. Errors name the widget and element.
 */
export function readConfig(element: HTMLElement, widget: string): ReadResult {
  const id = widgetId(element);
  const name = describe(element);
  // The first element with an id owns it; later ones would steal its id-matched configuration.
  if (element.id && element.ownerDocument.getElementById(element.id) !== element) {
    return { ok: false, error: `[locator] ${name}: more than one element has the id "${element.id}"; this one is skipped` };
  }
  const blocks = configBlocks(element);
  if (blocks.length > 1) {
    return { ok: false, error: `[locator] ${name}: more than one configuration block is given; this widget is skipped` };
  }
  const block = blocks[0];
  let json: unknown;
  if (block) {
    const type = (block.getAttribute('type') ?? '').toLowerCase();
    if (!(JSON_TYPES as readonly string[]).includes(type)) {
      return { ok: false, error: `[locator] ${name}: the configuration block must have type="application/json", got "${type}"` };
    }
    try {
      json = JSON.parse(block.textContent ?? '');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `[locator] ${name}: the configuration block is not valid JSON (${reason})` };
    }
  }
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (value !== undefined && !key.startsWith('locator')) data[key] = value;
  }
  return { ok: true, input: { widget, id, json, data, locale: element.getAttribute(ATTR.locale) ?? pageLocale() } };
}
