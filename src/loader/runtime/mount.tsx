import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { describe, widgetId } from '../describe';
import { ATTR, MARK, SELECTOR } from '../schema';
import type { LifecycleDetail, LifecycleEvent, MountHandle, VanillaWidgetDefinition, WidgetContext, WidgetDefinition } from '../types';
import { WidgetBoundary } from './boundary';
import { readConfig } from './read-config';
import { fromVanilla } from './vanilla';
import { unknownLoadValue } from './load-attribute';
import { focusFirstIn, focusLost, rescueFocus } from './focus-rescue';
import { reportError } from '../../services/report';
import { partLang, textsLang } from './part-lang';

export interface MountEnv {
  emit(event: LifecycleEvent, detail: LifecycleDetail): void;
  /** Called when a mounted widget fails later (effect, handler): the loader marks its slot (and its element) failed. */
  onFailed(): void;
}

function toDefinition(value: unknown): WidgetDefinition | null {
  const v = value as Partial<WidgetDefinition & VanillaWidgetDefinition> | null;
  if (!v || typeof v.parse !== 'function' || (v.mode !== 'replace' && v.mode !== 'enhance')) return null;
  // A function component, or one wrapped by memo or forwardRef (objects React tells by their $$typeof).
  if (typeof v.Component === 'function' || (typeof v.Component === 'object' && v.Component !== null && '$$typeof' in v.Component)) return v as WidgetDefinition;
  if (typeof v.mount === 'function') return fromVanilla(v as VanillaWidgetDefinition);
  return null;
}

/**
 * Reads the configuration, renders the widget in its own React root and error boundary, and swaps it in for the
 * server markup within one task (no paint in between). Returns null when the widget is skipped or failed at once.
 */
export function mountWidget(element: HTMLElement, widget: string, module: unknown, env: MountEnv): MountHandle | null {
  const label = describe(element);
  const strategyError = unknownLoadValue(element, label);
  if (strategyError) console.error(strategyError);
  /**
   * The widget does not start: its console error, and 'failed' with it for the page's listeners, the element marked
   * failed first (a listener reads `data-locator-state="failed"`, however the widget failed). The loader marks its slot
   * once this returns, unless a listener unmounted the element meanwhile.
   */
  const skip = (message: string): null => {
    console.error(message);
    element.setAttribute(ATTR.state, 'failed');
    env.emit('failed', { widget, id: widgetId(element), element, error: new Error(message) });
    return null;
  };
  const definition = toDefinition(module);
  if (!definition) return skip(`[locator] ${label}: the widget module has no valid definition`);
  // A copy of a mounted block (a page builder duplicating it) brings the old widget's root along: it goes first, or the
  // widget would show twice (and a replace widget would keep it as server markup), and a copy skipped for its
  // configuration (the original's id, again) would show a dead widget.
  for (const stale of Array.from(element.querySelectorAll(':scope > [data-locator-root]'))) stale.remove();
  const read = readConfig(element, widget);
  if (!read.ok) return skip(read.error);
  let parsed: ReturnType<typeof definition.parse>;
  try {
    const given = definition.parse(read.input) as Partial<{ ok: boolean; value: unknown; errors: unknown; warnings: unknown }> | undefined;
    // A page's own widget whose parse returns nothing usable (a missing return): said as a configuration problem, its
    // lists taken only when they are lists.
    const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : undefined);
    parsed = given?.ok === true ? { ok: true, value: given.value, warnings: list(given.warnings) } : { ok: false, errors: list(given?.errors) ?? (given?.ok === false ? [] : ['parse gave no { ok } result']) };
  } catch (error) {
    // A value no reader foresaw (an object whose toString is not a function, say) must not escape into the page as
    // an unhandled rejection and leave the element loading: it is a configuration the widget cannot use, and a bug
    // of ours to hear about.
    reportError(error, { widget });
    parsed = { ok: false, errors: [(error as Error)?.message ?? String(error)] };
  }
  if (parsed.ok && parsed.warnings) console.error(`[locator] ${label}: part of the configuration is left out\n${parsed.warnings.join('\n')}`);
  if (!parsed.ok) return skip(`[locator] ${label}: invalid configuration; the widget is skipped\n${parsed.errors.join('\n')}`);

  const id = widgetId(element);
  const controller = new AbortController();
  const detail = (extra?: Partial<LifecycleDetail>): LifecycleDetail => ({ widget, id, element, ...extra });
  const replace = definition.mode === 'replace';
  // Server children stay in the page for enhance widgets; replace widgets keep them aside to restore on failure.
  const server = document.createDocumentFragment();
  const container = document.createElement('div');
  container.setAttribute('data-locator-root', widget);
  // The root adds no box of its own: the host's layout applies to what the widget renders.
  container.style.display = 'contents';
  const lang = textsLang(element);
  const rootLang = partLang(element, lang);
  if (rootLang) container.lang = rootLang;

  let root: Root | null = null;
  let state: 'mounting' | 'mounted' | 'failed' | 'unmounted' = 'mounting';

  const current = () => state;
  const restore = () => {
    container.remove();
    if (replace) element.append(server);
  };
  const fail = (error: unknown) => {
    if (state === 'failed') return;
    if (state === 'unmounted') {
      // Thrown by the widget's own clean-up while it is unmounted: said and reported, the unmount goes on.
      console.error(`[locator] ${label}: the widget failed while it was unmounted`, error);
      reportError(error, { widget, id });
      return;
    }
    const wasMounted = state === 'mounted';
    const hadFocus = element.contains(document.activeElement);
    state = 'failed';
    controller.abort();
    console.error(`[locator] ${label}: the widget failed and was removed; the page content stays`, error);
    reportError(error, { widget, id });
    // Marked failed first: a 'failed' listener reads that state, and one that unmounts the element (to mount it again)
    // has the last word. In its first render the loader marks its slot once mountWidget returns (a page script the
    // render ran may have unmounted it meanwhile).
    if (wasMounted) env.onFailed();
    else element.setAttribute(ATTR.state, 'failed');
    env.emit('failed', detail({ error }));
    // Unmounting inside React's own commit is not allowed: do it once React has finished.
    queueMicrotask(() => {
      root?.unmount();
      restore();
      if (hadFocus) keepFocusIn(element);
    });
  };
  // What the widget says while it mounts (an effect of its first render) is said after 'mounted' and 'prepared'.
  const early: [Parameters<WidgetContext['emit']>[0], unknown][] = [];

  const context: WidgetContext = {
    element,
    widget,
    id,
    locale: read.input.locale,
    ...(lang ? { lang } : {}),
    server,
    signal: controller.signal,
    emit: (event, data) => {
      if (state === 'mounting') early.push([event, data]);
      else if (state !== 'failed' && state !== 'unmounted') env.emit(event, detail({ data }));
    },
    guard:
      (fn) =>
      (...args) => {
        try {
          return fn(...args);
        } catch (error) {
          fail(error);
          return undefined;
        }
      },
    report: (error, extra) => reportError(error, { widget, id, ...extra }),
  };

  rescueFocus(element, controller.signal);
  // Moving the server markup takes the focus from an element in it, which the widget may show again (ServerContent).
  const focused = replace && element.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  if (replace) {
    for (const child of Array.from(element.childNodes)) {
      if (!(child instanceof Element && child.matches(SELECTOR.configInside))) server.append(child);
    }
  }
  if (definition.root !== 'detached') element.append(container);
  root = createRoot(container, {
    onUncaughtError: (error) => fail(error),
    // The boundary reports caught errors itself; React's default would log each one a second time.
    onCaughtError: () => {},
    onRecoverableError: (error) => console.warn(`[locator] ${label}: recovered from`, error),
  });
  const { Component } = definition;
  try {
    flushSync(() =>
      root!.render(
        <WidgetBoundary onError={fail}>
          <Component config={parsed.value} context={context} />
        </WidgetBoundary>,
      ),
    );
  } catch (error) {
    fail(error);
  }
  // `fail` may have run inside render: read the state through a call so TypeScript does not narrow it.
  if (current() === 'failed') return null;
  if (focused?.isConnected && (!document.activeElement || document.activeElement === document.body)) focused.focus({ preventScroll: true });
  state = 'mounted';
  element.setAttribute(ATTR.state, 'mounted');
  performance.mark(MARK.mounted(widget, id));
  env.emit('mounted', detail());
  env.emit('prepared', detail());
  if (!definition.signalsReady) env.emit('ready', detail());
  for (const [event, data] of early.splice(0)) context.emit(event, data);

  return {
    unmount() {
      if (state === 'unmounted') return;
      const failed = state === 'failed';
      const hadFocus = element.contains(document.activeElement);
      state = 'unmounted';
      controller.abort();
      if (failed) return;
      root?.unmount();
      restore();
      if (hadFocus) keepFocusIn(element);
      env.emit('unmounted', detail());
    },
  };
}

/**
 * The focus was in a widget that went (it failed, or the page unmounted it) and fell to the top of the page with its
 * elements: it goes to the first element of the server markup put back that Tab reaches, or to the host.
 */
function keepFocusIn(element: HTMLElement): void {
  if (element.isConnected && focusLost()) focusFirstIn(element);
}
