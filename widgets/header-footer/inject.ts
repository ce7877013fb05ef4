/**
 * Puts shop HTML into a slot and runs its scripts. Only the configured shop host's answer ever reaches this.
 * Parsed scripts do not run, so each is re-created; an error while they run is caught through the window error event
 * they raise synchronously, and logged as the spec says.
 */
export function injectHtml(slot: HTMLElement, html: string, keep: Node | null = null): void {
  const template = slot.ownerDocument.createElement('template');
  template.innerHTML = html;
  const scripts = Array.from(template.content.querySelectorAll('script'));
  for (const script of scripts) script.remove();
  // `keep` (the widget's own React container) stays; everything else in the slot is replaced.
  for (const child of Array.from(slot.childNodes)) if (child !== keep) child.remove();
  slot.insertBefore(template.content, keep && keep.parentNode === slot ? keep : null);
  runScripts(slot, scripts);
}

function runScripts(slot: HTMLElement, scripts: HTMLScriptElement[]): void {
  if (!scripts.length) return;
  const failures: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    failures.push(event.error ?? event.message);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    for (const original of scripts) {
      const script = slot.ownerDocument.createElement('script');
      for (const { name, value } of Array.from(original.attributes)) script.setAttribute(name, value);
      script.textContent = original.textContent;
      slot.append(script);
    }
  } finally {
    window.removeEventListener('error', onError);
  }
  if (failures.length) console.error('Error running ajax scripts', ...failures);
}
