/** How long one external script of the shop's HTML may take to load before the next one runs anyway. */
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;

/** How long the shop's style sheets may take to load before its HTML goes in anyway. */
export const STYLE_LOAD_TIMEOUT_MS = 3000;

const RUNNABLE_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * Puts shop HTML into a slot and runs its scripts. Only the configured shop host's answer ever reaches this. An HTML
 * document (spec §3) brings its body, with the style sheets and scripts of its head; the rest of a head (title, meta,
 * base: a `<base>` would change every relative address of the page) does not. A fragment is parsed as the page parses
 * HTML, without those elements either. The shop's external style sheets load first, applying to nothing (media "not all": they would restyle the
 * page around the plain header meanwhile), and the rest goes in once they have loaded (STYLE_LOAD_TIMEOUT_MS at most),
 * in the task that turns them on: put in at once, the shop's HTML would show unstyled, then change size as they
 * arrive, moving the page. Until then the slot keeps its content. Resolves once the HTML is in (false when `signal`,
 * the widget's unmount, came first); its scripts then run, in order, unless `signal` stops them.
 */
export async function injectHtml(slot: HTMLElement, html: string, keep: Node | null = null, signal?: AbortSignal): Promise<boolean> {
  const doc = slot.ownerDocument;
  const fragment = doc.createDocumentFragment();
  if (isDocument(html)) {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    // Parsed without scripting, a <noscript> would come alive here: its fallbacks (tracking pixels) would load.
    for (const noscript of Array.from(parsed.querySelectorAll('noscript'))) noscript.remove();
    const nodes = [...Array.from(parsed.head.querySelectorAll('style, link[rel~="stylesheet"], script')), ...Array.from(parsed.body.childNodes)];
    fragment.append(...nodes.map((node) => doc.importNode(node, true)));
  } else {
    const template = doc.createElement('template');
    template.innerHTML = html;
    fragment.append(template.content);
  }
  // Not from a fragment either: a `<base>` anywhere in the page sets every relative address of it, a refresh or
  // another policy in a `<meta http-equiv>`, and a `<meta name>` (a referrer policy, a viewport) would act on the whole
  // page, a `<title>` could become the page's. (A microdata `<meta itemprop>` is the content's own: it stays.)
  // (Not an SVG icon's <title>: it is the icon's accessible name.)
  for (const element of Array.from(fragment.querySelectorAll('base,meta:not([itemprop]),meta[http-equiv],meta[name],meta[charset],title:not(svg *)'))) element.remove();
  // Parsed scripts do not run: each is taken out and re-created, in order.
  const scripts = Array.from(fragment.querySelectorAll('script'));
  const places = scripts.map((script) => {
    const marker = doc.createComment('script');
    script.replaceWith(marker);
    return marker;
  });
  const sheets = Array.from(fragment.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]'));
  const media = sheets.map((sheet) => sheet.getAttribute('media'));
  if (sheets.length) {
    for (const sheet of sheets) sheet.media = 'not all';
    slot.prepend(...sheets);
    // A failed one leaves the HTML unstyled, not hidden; one that hangs holds it back STYLE_LOAD_TIMEOUT_MS at most.
    await Promise.all(sheets.map((sheet) => loadOutcome(sheet, STYLE_LOAD_TIMEOUT_MS, signal)));
  }
  if (signal?.aborted) return false;
  sheets.forEach((sheet, i) => (media[i] === null ? sheet.removeAttribute('media') : sheet.setAttribute('media', media[i]!)));
  // `keep` (the widget's own React container) and the style sheets stay; everything else in the slot is replaced.
  for (const child of Array.from(slot.childNodes)) if (child !== keep && !sheets.includes(child as HTMLLinkElement)) child.remove();
  slot.insertBefore(fragment, keep && keep.parentNode === slot ? keep : null);
  // After the scripts of the HTML put in before (the header's, for the footer): a footer script that uses a library the
  // header loads finds it, as in the shop's own page.
  scriptsRun = scriptsRun.then(() => runScripts(scripts, places, signal)).catch((error: unknown) => console.error('Error running ajax scripts', error));
  return true;
}

/** The shop HTML's scripts, run one injection after the other. */
let scriptsRun: Promise<void> = Promise.resolve();

/**
 * Whether the shop's answer is a whole HTML document: a doctype or `<html>` first, after any comments (a build stamp).
 * The comments are taken off first and the rest tested apart: in one pattern, a repeated group with a lazy inner match
 * followed by a test that fails backtracks exponentially on a fragment that opens with many comments; a replace whose
 * pattern may match nothing never fails, so it never backtracks.
 */
export const isDocument = (html: string): boolean => /^(<!doctype|<html)/i.test(html.replace(/^(\s*<!--[^]*?-->)*\s*/, ''));

/**
 * How an element's load (a style sheet, an external script) ended: loaded, failed, not within `ms`, or cut short by
 * `signal`. Listening starts now: call it before the element goes into the document.
 */
function loadOutcome(element: HTMLElement, ms: number, signal?: AbortSignal): Promise<'load' | 'error' | 'timeout' | 'abort'> {
  return new Promise((resolve) => {
    const done = (outcome: 'load' | 'error' | 'timeout' | 'abort') => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      resolve(outcome);
    };
    const aborted = () => done('abort');
    const timer = setTimeout(() => done('timeout'), ms);
    element.addEventListener('load', () => done('load'), { once: true });
    element.addEventListener('error', () => done('error'), { once: true });
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * Runs the scripts one after the other, in document order, as a parser would: an external one is waited for (at most
 * SCRIPT_LOAD_TIMEOUT_MS) before the next runs, so a script that uses a library loaded just before it finds it. An
 * error thrown by one of them (told by `document.currentScript`, or the file an error names), or an external one that
 * fails to load, is logged with the spec's message; errors of the page's own code meanwhile are left alone.
 */
async function runScripts(scripts: HTMLScriptElement[], places: Comment[], signal?: AbortSignal): Promise<void> {
  const failures: unknown[] = [];
  let current: HTMLScriptElement | null = null;
  const onError = (event: ErrorEvent) => {
    if (!current || (current.ownerDocument.currentScript !== current && event.filename !== current.src)) return;
    failures.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    for (const [i, original] of scripts.entries()) {
      if (signal?.aborted) return;
      const place = places[i]!;
      const script = place.ownerDocument.createElement('script');
      for (const { name, value } of Array.from(original.attributes)) script.setAttribute(name, value);
      script.textContent = original.textContent;
      current = script;
      // A nomodule script is never fetched by a browser that runs modules: nothing to wait for.
      if (!script.hasAttribute('src') || script.noModule || !RUNNABLE_TYPES.test(script.type.trim())) {
        place.replaceWith(script);
        continue;
      }
      const outcome = loadOutcome(script, SCRIPT_LOAD_TIMEOUT_MS, signal);
      place.replaceWith(script);
      switch (await outcome) {
        case 'timeout':
          failures.push(new Error(`${script.src} did not load within ${SCRIPT_LOAD_TIMEOUT_MS / 1000} s`));
          break;
        case 'error':
          failures.push(new Error(`${script.src} could not be loaded`));
      }
    }
  } finally {
    current = null;
    window.removeEventListener('error', onError);
  }
  if (failures.length && !signal?.aborted) console.error('Error running ajax scripts', ...failures);
}
