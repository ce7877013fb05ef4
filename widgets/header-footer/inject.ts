/** How long one external script of the shop's HTML may take to load before the next one runs anyway. */
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;

const RUNNABLE_TYPES = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * Puts shop HTML into a slot and runs its scripts. Only the configured shop host's answer ever reaches this. The
 * answer is an HTML document (spec §3) or a fragment: its body's content goes in, with the style sheets and scripts
 * of its head; the rest of a head (title, meta, base: a `<base>` would change every relative address of the page) does
 * not. Resolves once its scripts have run.
 */
export function injectHtml(slot: HTMLElement, html: string, keep: Node | null = null): Promise<void> {
  const doc = slot.ownerDocument;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fromHead = Array.from(parsed.head.querySelectorAll('style, link[rel~="stylesheet"], script'));
  const fragment = doc.createDocumentFragment();
  fragment.append(...fromHead.map((node) => doc.importNode(node, true)), ...Array.from(parsed.body.childNodes, (node) => doc.importNode(node, true)));
  // Parsed scripts do not run: each is taken out and re-created, in order.
  const scripts = Array.from(fragment.querySelectorAll('script'));
  const places = scripts.map((script) => {
    const marker = doc.createComment('script');
    script.replaceWith(marker);
    return marker;
  });
  // `keep` (the widget's own React container) stays; everything else in the slot is replaced.
  for (const child of Array.from(slot.childNodes)) if (child !== keep) child.remove();
  slot.insertBefore(fragment, keep && keep.parentNode === slot ? keep : null);
  return runScripts(scripts, places);
}

/**
 * Runs the scripts one after the other, in document order, as a parser would: an external one is waited for (at most
 * SCRIPT_LOAD_TIMEOUT_MS) before the next runs, so a script that uses a library loaded just before it finds it. An
 * error thrown by one of them, or an external one that fails to load, is logged with the spec's message; errors of
 * the page's own code meanwhile are left alone.
 */
async function runScripts(scripts: HTMLScriptElement[], places: Comment[]): Promise<void> {
  const failures: unknown[] = [];
  let current: { inline: boolean; src: string } | null = null;
  const onError = (event: ErrorEvent) => {
    // An inline script's error is raised while it is inserted; an external one's names its file.
    const ours = current && (current.inline || event.filename === current.src);
    if (!ours) return;
    failures.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    for (const [i, original] of scripts.entries()) {
      const place = places[i]!;
      const script = place.ownerDocument.createElement('script');
      for (const { name, value } of Array.from(original.attributes)) script.setAttribute(name, value);
      script.textContent = original.textContent;
      const external = script.hasAttribute('src') && RUNNABLE_TYPES.test(script.type.trim());
      current = { inline: !external, src: script.src };
      if (!external) {
        place.replaceWith(script);
        continue;
      }
      // Created by script, an external script would run whenever it arrives: it is waited for instead.
      script.async = false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          failures.push(new Error(`${script.src} did not load within ${SCRIPT_LOAD_TIMEOUT_MS / 1000} s`));
          resolve();
        }, SCRIPT_LOAD_TIMEOUT_MS);
        script.addEventListener('load', () => (clearTimeout(timer), resolve()), { once: true });
        script.addEventListener('error', () => {
          clearTimeout(timer);
          failures.push(new Error(`${script.src} could not be loaded`));
          resolve();
        }, { once: true });
        place.replaceWith(script);
      });
    }
  } finally {
    current = null;
    window.removeEventListener('error', onError);
  }
  if (failures.length) console.error('Error running ajax scripts', ...failures);
}
