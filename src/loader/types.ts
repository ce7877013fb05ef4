import type { ComponentType } from 'react';
import type { LoadStrategy } from './schema';

/** What a widget's config parser receives: the raw JSON block (if any) and the host's data attributes. */
export interface ConfigInput {
  widget: string;
  id: string;
  /** Parsed JSON block, or undefined when the element has none. */
  json: unknown;
  /** The host's data-* attributes, camel-cased as in `dataset`. Presence-only attributes are "". */
  data: Readonly<Record<string, string>>;
  /** Page locale in the form the markup uses (fr_BE, en, ja_JP). */
  locale: string;
}

/** A config's reading: the value (with problems that only leave part of it out, `warnings`), or the errors that skip the widget. */
export type ParseResult<C> = { ok: true; value: C; warnings?: string[] } | { ok: false; errors: string[] };

export type LifecycleEvent = 'prepared' | 'ready' | 'data-loaded' | 'failed' | 'mounted' | 'unmounted';

export interface LifecycleDetail {
  widget: string;
  id: string;
  element: Element | null;
  data?: unknown;
  error?: unknown;
}

/** Everything a mounted widget may use from its host page. Released on unmount. */
export interface WidgetContext {
  readonly element: HTMLElement;
  readonly widget: string;
  readonly id: string;
  readonly locale: string;
  /**
   * The language of the texts the widget shows from strings(): the block's, or English standing in for a language
   * without texts (ru, zh). Absent when neither the block nor the page declares a locale. A widget that writes its own
   * texts into the host's markup marks them with it (markLang), or with localeLang for what Intl formats; a
   * widget's root is marked by the loader (partLang).
   */
  readonly lang?: string;
  /** The server-rendered children, as they were before the widget replaced them (replace mode). */
  readonly server: DocumentFragment;
  /** Aborted when the widget unmounts or fails: pass it to every request and listener. */
  readonly signal: AbortSignal;
  /** Dispatch a lifecycle event for this widget (also a DOM event on document). */
  emit(event: Exclude<LifecycleEvent, 'failed' | 'mounted' | 'unmounted'>, data?: unknown): void;
  /**
   * Wrap a handler that runs outside React's render cycle (DOM, library or React event handlers):
   * an exception it throws fails this widget alone, like a render error would.
   */
  guard<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R | undefined;
  /** Report a non-fatal problem (a failed request) to monitoring. */
  report(error: unknown, extra?: Record<string, unknown>): void;
}

export interface WidgetProps<C> {
  config: C;
  context: WidgetContext;
}

/**
 * A widget module's default export.
 * `replace` widgets render instead of the server markup once they rendered successfully;
 * `enhance` widgets leave the server markup where it is and improve it from effects (undoing it on cleanup).
 */
export interface WidgetDefinition<C = unknown> {
  mode: 'replace' | 'enhance';
  parse(input: ConfigInput): ParseResult<C>;
  Component: ComponentType<WidgetProps<C>>;
  /** When true, the widget calls context.emit('ready') itself (maps: after the first idle). */
  signalsReady?: boolean;
  /**
   * Where the React root lives. `inside` (default): a `display: contents` div appended to the host. `detached`: an
   * element outside the document, for enhance widgets that render nothing of their own (or only portals), so hosts
   * whose content model allows no div (ul, ol, table…) stay valid.
   */
  root?: 'inside' | 'detached';
}

/**
 * A widget without React, for page builders with widgets of their own: `mount` fills `target` (replace mode) or
 * improves the host (enhance mode) and returns its cleanup. It runs as a layout effect inside the widget's root, so
 * its errors fail the widget like a render error would.
 */
export interface VanillaWidgetDefinition<C = unknown> {
  mode: 'replace' | 'enhance';
  parse(input: ConfigInput): ParseResult<C>;
  mount(target: HTMLElement, config: C, context: WidgetContext): void | (() => void);
  signalsReady?: boolean;
}

export interface RegistryEntry {
  /** Resolves to the widget module; the runtime checks that its default export is a WidgetDefinition. */
  load: () => Promise<{ default: unknown }>;
  /** When its code loads; none (the usual) is 'ready', at once. */
  strategy?: LoadStrategy;
  /**
   * With the 'visible' strategy, a host that is not rendered at all (in a hidden tab or panel) starts at once instead
   * of when shown: the map, whose lifecycle reads its configuration, appends its provider's scripts and signals
   * data-loaded while hidden, and builds itself only once it has a size (spec §4).
   */
  startsWhenHidden?: boolean;
  /** The widget formats dates on its first render: the loader warms the browser's date data while the code loads. */
  formatsDates?: boolean;
  /** The widget reads visible texts (src/i18n): the loader loads its language's texts beside its code. */
  usesStrings?: boolean;
  /**
   * The widget's warm-up: a small module the loader loads beside the widget's code, whose default export starts what
   * the widget needs right after it mounts (a map's provider code and points file). A warm-up that fails only loses
   * its head start; the widget reports its own problems.
   */
  warm?: () => Promise<{ default: (element: Element) => void }>;
}

export interface MountHandle {
  unmount(): void;
}
