/// <reference types="bingmaps" />
import type { MapPin } from '../../types';
import type { CheckedIcon } from '../common/pin-icon';
import { ownFirst } from '../common/pin-overlay';
import type { BingMaps } from './load';

/** What the layer shows right now: pins and clusters with their pushpin (for positions). */
export type Shown = { kind: 'pin'; pin: MapPin; pushpin: Microsoft.Maps.Pushpin } | { kind: 'cluster'; key: string; pushpin: Microsoft.Maps.ClusterPushpin };

export interface BingLayerOptions {
  cluster: { gridSize: number; minimumClusterSize: number } | null;
  icon(pin: MapPin, selected: boolean): CheckedIcon;
  clusterIcon(count: number): CheckedIcon;
  /** Clustering of a view finished (the shown pins may have changed). */
  onClustered(): void;
  onPin(type: 'click' | 'mouseover' | 'mouseout', pin: MapPin, args: Microsoft.Maps.IMouseEventArgs | undefined): void;
  onCluster(cluster: Microsoft.Maps.ClusterPushpin): void;
}

const isCluster = (p: Microsoft.Maps.IPrimitive): p is Microsoft.Maps.ClusterPushpin => Array.isArray((p as Partial<Microsoft.Maps.ClusterPushpin>).containedPushpins);

/**
 * Pushpins in a base layer (Bing's ClusterLayer with the view's grid, or a plain Layer), and the standalone pushpins
 * and the highlighted one in a layer above it: Bing draws pins on a canvas with no per-pin stacking order, so raising
 * means moving.
 *
 * Bing clusters any two pushpins that share a grid cell and has no minimum cluster size. The search screen wants
 * clusters of at least 5 (spec §9): a smaller cluster (and any at the last zoom, see spread) is hidden and its pins
 * are drawn one by one in a loose layer (copies: a pushpin belongs to one layer), placed again after each clustering
 * pass. A copy is made once per pin and kept until the pins change: a highlight re-clusters the layer (the raised pin
 * leaves it), and hovering a list of cards must not build new pushpins each time.
 */
export class BingPinLayer {
  private readonly base: { kind: 'cluster'; layer: Microsoft.Maps.ClusterLayer } | { kind: 'plain'; layer: Microsoft.Maps.Layer };
  private readonly loose: Microsoft.Maps.Layer;
  private readonly top: Microsoft.Maps.Layer;
  private readonly byId = new Map<string, { pin: MapPin; pushpin: Microsoft.Maps.Pushpin }>();
  private readonly copies = new Map<string, Microsoft.Maps.Pushpin>();
  private readonly handlers: Microsoft.Maps.IHandlerId[];
  private selected: string | null = null;

  constructor(
    private readonly api: BingMaps,
    private readonly map: Microsoft.Maps.Map,
    private readonly options: BingLayerOptions,
  ) {
    this.base = options.cluster
      ? { kind: 'cluster', layer: new api.ClusterLayer([], {
          gridSize: options.cluster.gridSize,
          clusteredPinCallback: (cluster) => {
            if (this.spread(cluster)) return cluster.setOptions({ visible: false });
            const icon = options.clusterIcon(cluster.containedPushpins.length);
            cluster.setOptions({ icon: icon.url, anchor: new api.Point(icon.anchor.x, icon.anchor.y) });
          },
          callback: () => {
            this.spreadClusters();
            options.onClustered();
          },
        }) }
      : { kind: 'plain', layer: new api.Layer('locator-pins') };
    this.loose = new api.Layer('locator-pins-loose');
    this.top = new api.Layer('locator-pin-raised');
    this.top.setZIndex(10_000);
    map.layers.insert(this.base.layer);
    map.layers.insert(this.loose);
    map.layers.insert(this.top);
    const onEvent = (type: 'click' | 'mouseover' | 'mouseout') => (args?: Microsoft.Maps.IMouseEventArgs) => {
      const primitive = args?.primitive ?? (args?.target as Microsoft.Maps.IPrimitive | undefined);
      if (!primitive) return;
      if (isCluster(primitive)) {
        if (type === 'click') options.onCluster(primitive);
        return;
      }
      const id = (primitive.metadata as { id?: string } | undefined)?.id;
      const entry = id === undefined ? undefined : this.byId.get(id);
      if (entry) options.onPin(type, entry.pin, args);
    };
    this.handlers = [this.base.layer, this.loose, this.top].flatMap((layer) =>
      (['click', 'mouseover', 'mouseout'] as const).map((type) => api.Events.addHandler(layer, type, onEvent(type))),
    );
  }

  setPins(pins: readonly MapPin[]): void {
    this.byId.clear();
    this.copies.clear();
    this.loose.clear();
    this.top.clear();
    const pushpins: Microsoft.Maps.Pushpin[] = [];
    for (const pin of pins) {
      if (this.byId.has(pin.id)) continue;
      const pushpin = this.pushpinOf(pin, new this.api.Location(pin.position.latitude, pin.position.longitude), pin.id === this.selected);
      this.byId.set(pin.id, { pin, pushpin });
      pushpins.push(pushpin);
    }
    this.placeAll();
  }

  highlight(id: string | null): void {
    if (id === this.selected) return;
    const previous = this.selected === null ? undefined : this.byId.get(this.selected);
    this.selected = id;
    if (previous) this.restyle(previous, false);
    const next = id === null ? undefined : this.byId.get(id);
    if (next) this.restyle(next, true);
    this.placeAll();
  }

  /** The pins and clusters drawn in the current view: standalone pins, clusters, then the other pins in list order. */
  shown(): Shown[] {
    const bounds = this.map.getBounds();
    const visible = (p: Microsoft.Maps.Pushpin) => bounds.contains(p.getLocation());
    const displayed: Microsoft.Maps.Pushpin[] =
      this.base.kind === 'plain' ? (this.base.layer.getPrimitives() as Microsoft.Maps.Pushpin[]).filter(visible) : this.base.layer.getDisplayedPushpins();
    const raised = (this.top.getPrimitives() as Microsoft.Maps.Pushpin[]).filter(visible);
    const result: Shown[] = [];
    const pinned = new Set([...displayed, ...raised]);
    for (const pushpin of displayed) {
      if (!isCluster(pushpin)) continue;
      // The pins of a hidden cluster are shown one by one (their copies sit in the loose layer).
      if (this.spread(pushpin)) for (const member of pushpin.containedPushpins) pinned.add(member);
      else result.push({ kind: 'cluster', key: String(pushpin.gridKey), pushpin });
    }
    for (const entry of this.byId.values()) if (pinned.has(entry.pushpin)) result.push({ kind: 'pin', ...entry });
    return ownFirst(result);
  }

  destroy(): void {
    for (const handler of this.handlers) this.api.Events.removeHandler(handler);
    this.base.layer.clear();
    this.loose.clear();
    this.top.clear();
    this.map.layers.remove(this.base.layer);
    this.map.layers.remove(this.loose);
    this.map.layers.remove(this.top);
  }

  /**
   * A cluster drawn as its pins instead: one smaller than the minimum, and every cluster at the map's last zoom. Bing
   * keeps pins at the same spot (two shops in one mall) one cluster at every zoom, and a click on it cannot zoom in
   * further: from the last zoom on nothing is clustered, as markerclusterer's maxZoom does on Google.
   */
  private spread(cluster: Microsoft.Maps.ClusterPushpin): boolean {
    return cluster.containedPushpins.length < (this.options.cluster?.minimumClusterSize ?? 2) || this.map.getZoom() >= this.map.getZoomRange().max;
  }

  /** Draws the pins of each hidden cluster one by one, with their current icons and ids. */
  private spreadClusters(): void {
    if (this.base.kind !== 'cluster') return;
    const copies: Microsoft.Maps.Pushpin[] = [];
    for (const pushpin of this.base.layer.getDisplayedPushpins()) {
      if (!isCluster(pushpin) || !this.spread(pushpin)) continue;
      for (const member of pushpin.containedPushpins) {
        const id = (member.metadata as { id?: string } | undefined)?.id;
        const entry = id === undefined ? undefined : this.byId.get(id);
        if (!entry) continue;
        const copy = this.copies.get(entry.pin.id) ?? this.copyOf(entry.pin, member.getLocation());
        copies.push(copy);
      }
    }
    this.loose.setPrimitives(copies);
  }

  private copyOf(pin: MapPin, location: Microsoft.Maps.Location): Microsoft.Maps.Pushpin {
    const copy = this.pushpinOf(pin, location, false);
    this.copies.set(pin.id, copy);
    return copy;
  }

  private pushpinOf(pin: MapPin, location: Microsoft.Maps.Location, selected: boolean): Microsoft.Maps.Pushpin {
    const icon = this.options.icon(pin, selected);
    const pushpin = new this.api.Pushpin(location, {
      icon: icon.url,
      anchor: new this.api.Point(icon.anchor.x, icon.anchor.y),
      enableHoverStyle: false,
      enableClickedStyle: false,
    });
    pushpin.metadata = { id: pin.id };
    return pushpin;
  }

  private restyle(entry: { pin: MapPin; pushpin: Microsoft.Maps.Pushpin }, selected: boolean): void {
    const icon = this.options.icon(entry.pin, selected);
    entry.pushpin.setOptions({ icon: icon.url, anchor: new this.api.Point(icon.anchor.x, icon.anchor.y) });
  }

  /**
   * Every pushpin in the base layer except the raised one and the standalone ones (a location page's own, never in a
   * cluster), which sit on top: the raised one last, drawn above them.
   */
  private placeAll(): void {
    const raised = this.selected === null ? undefined : this.byId.get(this.selected)?.pushpin;
    const entries = [...this.byId.values()];
    const rest = entries.filter((entry) => !entry.pin.standalone && entry.pushpin !== raised).map((entry) => entry.pushpin);
    if (this.base.kind === 'plain') this.base.layer.setPrimitives(rest);
    else this.base.layer.setPushpins(rest);
    const own = entries.filter((entry) => entry.pin.standalone && entry.pushpin !== raised).map((entry) => entry.pushpin);
    this.top.setPrimitives(raised ? [...own, raised] : own);
  }
}
