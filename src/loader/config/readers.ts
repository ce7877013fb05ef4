import type { ConfigInput, ParseResult } from '../types';
import { decimal, fromCmsText, isBlank } from '../../core/type-check';

/**
 * Typed readers for widget configuration. Each collects errors in the form
 * `[locator] map#store-map: config.zoom must be a number, got "x"` instead of throwing,
 * so one parse reports every problem at once.
 */
export class ConfigReader {
  readonly errors: string[] = [];
  /** Problems that leave one part out (a bad location of many) without skipping the widget. */
  readonly warnings: string[] = [];
  private readonly json: Record<string, unknown>;

  constructor(private readonly input: ConfigInput) {
    const { json } = input;
    if (json !== undefined && (typeof json !== 'object' || json === null || Array.isArray(json))) {
      this.fail('config', 'an object', json);
      this.json = {};
    } else this.json = (json ?? {}) as Record<string, unknown>;
  }

  /** The raw value at a config key, for readers of nested shapes. */
  raw(key: string): unknown {
    return this.json[key];
  }

  fail(path: string, expected: string, got: unknown): void {
    this.errors.push(`[locator] ${this.input.widget}#${this.input.id}: ${path} must be ${expected}, got ${show(got)}`);
  }

  /** A value not used as given: the widget shows without it, the console says what was used instead. */
  warn(path: string, expected: string, got: unknown, instead: string): void {
    this.warnings.push(`[locator] ${this.input.widget}#${this.input.id}: ${path} must be ${expected}, got ${show(got)}; ${instead}`);
  }

  string(key: string, fallback: string, path = `config.${key}`): string {
    const value = this.json[key];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'string') return value;
    this.fail(path, 'a string', value);
    return fallback;
  }

  /**
   * A number; one written as a string ("14", as CMS exports write numbers) is read as that number, and a blank string
   * (a template's empty field) is none given.
   */
  number(key: string, fallback: number, range?: { min?: number; max?: number }, path = `config.${key}`): number {
    const given = this.json[key];
    if (isBlank(given)) return fallback;
    const value = typeof given === 'string' ? decimal(given) : given;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(path, 'a number', given);
      return fallback;
    }
    return this.inRange(value, range, path, value) ? value : fallback;
  }

  /** true or false; also the strings "true" and "false" in any case, as templates print booleans. Blank is none given. */
  boolean(key: string, fallback: boolean, path = `config.${key}`): boolean {
    const value = this.json[key];
    if (isBlank(value)) return fallback;
    const read = asBoolean(value);
    if (read !== undefined) return read;
    this.fail(path, 'true or false', value);
    return fallback;
  }

  /** One of `allowed`, as written; blank is none given (no choice is blank). */
  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T, path = `config.${key}`): T {
    const value = this.json[key];
    if (isBlank(value)) return fallback;
    if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
    this.fail(path, `one of ${allowed.join(', ')}`, value);
    return fallback;
  }

  /**
   * A data attribute as text (undefined when absent), by its dataset name: `eventsToDisplay` is
   * `data-events-to-display`, and also `data-eventsToDisplay` as the spec writes such names, which HTML lowercases
   * (dataset `eventstodisplay`).
   */
  attr(name: string): string | undefined {
    return this.input.data[name] ?? this.input.data[name.toLowerCase()];
  }

  /** A data attribute's text, trimmed; undefined when absent or blank (a template's empty field is none given). */
  attrText(name: string): string | undefined {
    return this.attr(name)?.trim() || undefined;
  }

  /** A setting's text: the data attribute's, else the JSON's, trimmed; `fallback` when neither gives one (blank is none given). */
  text(key: string, fallback: string): string {
    return this.attrText(key) ?? this.jsonText(key, fallback);
  }

  /** A text of the JSON block, trimmed; `fallback` when absent or blank (a template's empty field is none given). */
  jsonText(key: string, fallback: string): string {
    return this.string(key, '').trim() || fallback;
  }

  /**
   * A presence-only data attribute: present means true, except the explicit off values "false" and "0" in any case
   * (templates print `False` or `0` for a switch they turn off).
   */
  flag(name: string): boolean {
    const value = this.attr(name);
    return value !== undefined && !/^(false|0)$/i.test(value.trim());
  }

  /** A numeric data attribute. */
  attrNumber(name: string, fallback: number, range?: { min?: number; max?: number }): number {
    const value = this.attr(name);
    // Blank is absent (a template's empty field): Number(' ') would read it as 0.
    if (value === undefined || value.trim() === '') return fallback;
    const number = decimal(value);
    if (!Number.isFinite(number)) {
      this.fail(`data-${kebab(name)}`, 'a number', value);
      return fallback;
    }
    return this.inRange(number, range, `data-${kebab(name)}`, value) ? number : fallback;
  }

  /**
   * A setting a widget must not be skipped for (skipped, the events widget would leave ended events shown): the data
   * attribute's value (`fromAttr` of its text) when `usable`, else the JSON's, else `fallback`. Each value given that
   * cannot be used is a warning naming the one used instead (`instead`). Blank is none given. A JSON string is read as
   * the attribute's text is (`"eventsToDisplay": "3"`, as CMS exports write numbers).
   */
  usableOr<T>(key: string, fallback: T, rule: { usable: (value: unknown) => value is T; fromAttr: (text: string) => unknown; expected: string; instead: (used: T) => string }): T {
    const json = this.json[key];
    const given = typeof json === 'string' && !isBlank(json) ? rule.fromAttr(json) : json;
    let value = rule.usable(given) ? given : fallback;
    if (!isBlank(json) && !rule.usable(given)) this.warn(`config.${key}`, rule.expected, json, rule.instead(value));
    const text = this.attr(key);
    if (text === undefined || text.trim() === '') return value;
    const fromAttr = rule.fromAttr(text);
    if (rule.usable(fromAttr)) return fromAttr;
    this.warn(`data-${kebab(key)}`, rule.expected, text, rule.instead(value));
    return value;
  }

  /** Whether `number` is within `range`; reports it (as `got`, the text or value given) when not. */
  private inRange(number: number, range: { min?: number; max?: number } | undefined, path: string, got: unknown): boolean {
    if ((range?.min === undefined || number >= range.min) && (range?.max === undefined || number <= range.max)) return true;
    const { min, max } = range ?? {};
    this.fail(path, min === undefined ? `at most ${max}` : max === undefined ? `at least ${min}` : `between ${min} and ${max}`, got);
    return false;
  }

  result<C>(value: C): ParseResult<C> {
    if (this.errors.length) return { ok: false, errors: this.errors };
    return this.warnings.length ? { ok: true, value, warnings: this.warnings } : { ok: true, value };
  }
}

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : String(value);
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** A JSON boolean, or the strings "true" and "false" in any case (as templates print booleans); else undefined. */
export function asBoolean(value: unknown): boolean | undefined {
  const read = fromCmsText(value);
  return typeof read === 'boolean' ? read : undefined;
}
