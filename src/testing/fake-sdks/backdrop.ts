/**
 * The fake SDKs' base map: 256 px tiles from a sandbox URL template ({z}/{x}/{y}) laid under the pins, so screenshots
 * look like a map. Without a template (jsdom) nothing is drawn.
 *
 * SELF-CONTAINED: served as browser script text by the sandbox (see google/index.ts).
 */
export function defineBackdrop(win: Window) {
  const doc = win.document;
  const TILE = 256;
  /** `center` is the view centre in world pixels at `zoom` (world width 256 * 2^zoom). */
  return function drawTiles(layer: HTMLElement, template: string | null, center: { x: number; y: number }, zoom: number, width: number, height: number): void {
    if (!template) return;
    const z = Math.round(zoom);
    const count = 2 ** z;
    const left = center.x - width / 2;
    const top = center.y - height / 2;
    const keep = new Set<Element>();
    const existing = new Map<string, HTMLImageElement>();
    for (const child of Array.from(layer.children)) existing.set(child.getAttribute('data-tile') ?? '', child as HTMLImageElement);
    for (let x = Math.floor(left / TILE); x <= Math.floor((left + width) / TILE); x++) {
      for (let y = Math.max(0, Math.floor(top / TILE)); y <= Math.min(count - 1, Math.floor((top + height) / TILE)); y++) {
        const key = `${z}/${x}/${y}`;
        let image = existing.get(key);
        if (!image) {
          image = doc.createElement('img');
          image.alt = '';
          image.draggable = false;
          image.setAttribute('data-tile', key);
          image.setAttribute('aria-hidden', 'true');
          const wrapped = ((x % count) + count) % count;
          image.src = template.replace('{z}', String(z)).replace('{x}', String(wrapped)).replace('{y}', String(y));
          layer.append(image);
        }
        image.style.cssText = `position:absolute;left:${x * TILE - left}px;top:${y * TILE - top}px;width:${TILE}px;height:${TILE}px;user-select:none`;
        keep.add(image);
      }
    }
    for (const child of Array.from(layer.children)) if (!keep.has(child)) child.remove();
  };
}

export type DrawTiles = ReturnType<typeof defineBackdrop>;
