import type { FakeBingCore } from './core';

/**
 * Fake Microsoft.Maps, part 3: the element of a drawn pushpin, kept while it is shown. The real control draws on a
 * canvas: here a positioned image hidden from assistive technology, whose mouse events become Bing events on the
 * pushpin and its layer (primitive, target, location). SELF-CONTAINED, see ./core.ts.
 */
export function defineBingPinElements(core: FakeBingCore, win: Window) {
  type Layer = InstanceType<FakeBingCore['Layer']>;
  type Pushpin = InstanceType<FakeBingCore['Pushpin']>;
  const doc = win.document;
  const drawn = new WeakMap<Pushpin, HTMLImageElement>();
  const owner = new WeakMap<Element, { layer: Layer; pushpin: Pushpin }>();

  function create(pushpin: Pushpin): HTMLImageElement {
    const image = doc.createElement('img');
    const cluster = Array.isArray((pushpin as Pushpin & { containedPushpins?: unknown }).containedPushpins);
    image.setAttribute(cluster ? 'data-fake-bing-cluster' : 'data-fake-bing-pin', '');
    image.setAttribute('aria-hidden', 'true');
    image.alt = '';
    image.draggable = false;
    const fire = (name: string, domEvent: Event) => {
      const current = owner.get(image);
      if (!current) return;
      const args = { eventName: name, primitive: current.pushpin, target: current.pushpin, targetType: 'pushpin', layer: current.layer, location: current.pushpin.getLocation(), originalEvent: domEvent };
      core.Events.invoke(current.pushpin, name, args);
      core.Events.invoke(current.layer, name, args);
    };
    for (const name of ['click', 'mouseover', 'mouseout']) image.addEventListener(name, (event) => fire(name, event));
    return image;
  }

  /** The pushpin's element at `pixel` (its location on the control), above lower layers. */
  return function pinElement(layer: Layer, pushpin: Pushpin, pixel: { x: number; y: number }): HTMLElement {
    let image = drawn.get(pushpin);
    if (!image) drawn.set(pushpin, (image = create(pushpin)));
    owner.set(image, { layer, pushpin });
    if (image.getAttribute('src') !== pushpin.getIcon()) image.src = pushpin.getIcon();
    const anchor = pushpin.getAnchor() ?? new core.Point(12, 39);
    image.style.cssText = `position:absolute;left:${pixel.x - anchor.x}px;top:${pixel.y - anchor.y}px;z-index:${layer.getZIndex() + 1};cursor:pointer`;
    return image;
  };
}

export type PinElement = ReturnType<typeof defineBingPinElements>;
