import { describe, widgetId } from '../describe';
import { ATTR, configJson, type ConfigProblem } from '../schema';
import type { ConfigInput } from '../types';
import { widgetLocale } from '../locale';

const PROBLEMS: Record<ConfigProblem, (element: HTMLElement, detail: string) => string> = {
  'duplicate-id': (element) => `more than one element has the id "${element.id}"; this one is skipped`,
  blocks: () => 'more than one configuration block is given; this widget is skipped',
  type: (_element, type) => `the configuration block must have type="application/json", got "${type}"`,
  json: (_element, reason) => `the configuration block is not valid JSON (${reason})`,
};

export type ReadResult = { ok: true; input: ConfigInput } | { ok: false; error: string };

/**
 * Finds the element's JSON block (inside it, or anywhere in the page matched by id, as maps do),
 * parses it and collects the data attributes. Errors name the widget and element.
 */
export function readConfig(element: HTMLElement, widget: string): ReadResult {
  const id = widgetId(element);
  const name = describe(element);
  const read = configJson(element);
  if (!read.ok) return { ok: false, error: `[locator] ${name}: ${PROBLEMS[read.problem](element, read.detail)}` };
  const { json } = read;
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.dataset)) {
    if (value !== undefined && !key.startsWith('locator')) data[key] = value;
  }
  return { ok: true, input: { widget, id, json, data, locale: widgetLocale(element) } };
}
