import type * as Leaf from 'leaflet';
import { NEW_TAB_REL } from '../../loader/schema';
import { CLUSTER_SIZES, clusterBaseDataUrl, countFontSize, shortCount, type ClusterSize } from '../cluster-icon';
import { checkIcon, type IconSpec } from '../icon-spec';
import { pinAnchor, pinDataUrl, PIN_SIZES } from '../pins';
import type { MapPin, PinDesign, PinSize } from '../types';
import type { Leaflet } from './load';

/** How pins look on one map. */
export interface PinLook {
  design: PinDesign;
  size: PinSize;
  /** Appended to the accessible name of a pin that opens a new tab ("Link Opens in New Tab"). */
  newTabText: string;
}

interface ElementIconOptions extends Leaf.BaseIconOptions {
  build: () => HTMLElement;
}

type IconClass = new (options: ElementIconOptions) => Leaf.Icon<ElementIconOptions>;
const classes = new WeakMap<Leaflet, IconClass>();

/** An L.Icon whose element we build (a link, a button), positioned by Leaflet from iconSize and iconAnchor. */
function elementIconClass(L: Leaflet): IconClass {
  let IconClass = classes.get(L);
  if (!IconClass) {
    IconClass = L.Icon.extend({
      createIcon(this: Leaf.Icon<ElementIconOptions> & { _setIconStyles(el: HTMLElement, name: string): void }) {
        const element = this.options.build();
        this._setIconStyles(element, 'icon');
        return element;
      },
      createShadow: () => null,
    }) as unknown as IconClass;
    classes.set(L, IconClass);
  }
  return IconClass;
}

/**
 * The one icon factory of the Leaflet-family providers: checks the icon (spec §5, §8: an SVG without a scaled size
 * throws, a missing anchor logs 'icon missing iconAnchor, pin might be mispositioned') and returns a Leaflet icon.
 */
export function elementIcon(L: Leaflet, spec: IconSpec, className: string, build: () => HTMLElement): Leaf.Icon {
  checkIcon(spec);
  const IconClass = elementIconClass(L);
  const icon = new IconClass({
    iconUrl: spec.url,
    iconSize: spec.scaledSize ? [spec.scaledSize.width, spec.scaledSize.height] : undefined,
    iconAnchor: spec.anchor ? [spec.anchor.x, spec.anchor.y] : undefined,
    className,
    build,
  });
  return icon as unknown as Leaf.Icon;
}

/**
 * A pin: a real link (focusable, Enter follows it, middle-click opens a tab) named by the location's altTagText,
 * around the SVG image. Without a safe link it is a button with the same name.
 */
const urls = new Map<string, string>();
/** The data URL of an SVG, built once per look: a page shows hundreds of pins of a few kinds. */
function cachedUrl(key: string, build: () => string): string {
  let url = urls.get(key);
  if (url === undefined) urls.set(key, (url = build()));
  return url;
}

/** The class of a selected pin's element. */
export const SELECTED_CLASS = 'locator-pin--selected';

export function pinIcon(L: Leaflet, pin: MapPin, look: PinLook, selected: boolean): Leaf.Icon {
  const size = PIN_SIZES[look.size];
  const [x, y] = pinAnchor(look.size);
  const url = cachedUrl(`${pin.type}|${look.design}|${look.size}|${selected}`, () => pinDataUrl(pin.type, look.design, look.size, selected));
  const spec = { url, scaledSize: size, anchor: { x, y } };
  return elementIcon(L, spec, selected ? `locator-pin ${SELECTED_CLASS}` : 'locator-pin', () => {
    const element = document.createElement(pin.href ? 'a' : 'button');
    if (element instanceof HTMLAnchorElement) {
      element.href = pin.href;
      element.setAttribute('data-locator-track', 'pin');
      if (pin.newTab) {
        element.target = '_blank';
        element.rel = NEW_TAB_REL.join(' ');
      }
      // Without a safe link the pin is still reached by Tab and acted on by Enter (a click: the list highlights it),
      // as on the canvas-drawn providers' overlay.
    } else (element as HTMLButtonElement).type = 'button';
    element.setAttribute('aria-label', pin.newTab ? `${pin.label} (${look.newTabText})` : pin.label);
    element.draggable = false;
    const image = document.createElement('img');
    image.src = url;
    image.alt = '';
    image.width = size.width;
    image.height = size.height;
    image.draggable = false;
    element.append(image);
    return element;
  });
}

/**
 * A cluster: a button named with its exact count ("1234 stores, zoom in"). The pin image is the same for every
 * cluster; the short count (1.2k) is text over its head, hidden from screen readers (the name says it).
 */
export function clusterIcon(L: Leaflet, count: number, label: string, size: ClusterSize): Leaf.Icon {
  const { width, height } = CLUSTER_SIZES[size];
  const url = cachedUrl(`cluster|${size}`, () => clusterBaseDataUrl(size));
  const spec = { url, scaledSize: { width, height }, anchor: { x: width / 2, y: height } };
  return elementIcon(L, spec, 'locator-cluster', () => {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', label);
    const image = document.createElement('img');
    image.src = url;
    image.alt = '';
    image.width = width;
    image.height = height;
    image.draggable = false;
    const text = document.createElement('span');
    text.className = 'locator-cluster__count';
    text.setAttribute('aria-hidden', 'true');
    text.textContent = shortCount(count);
    text.style.fontSize = `${(countFontSize(text.textContent) * width) / 28}px`;
    button.append(image, text);
    return button;
  });
}
