import type { FakeBingCore } from './core';

/**
 * Fake Microsoft.Maps.Clustering module (what loadModule('Microsoft.Maps.Clustering') adds): ClusterLayer groups the
 * pushpins on a screen grid of gridSize px (as Bing does), ClusterPushpin carries containedPushpins and gridKey,
 * clusteredPinCallback styles each cluster, callback runs after each view's clustering. SELF-CONTAINED, see ./core.ts.
 */
export function defineBingClustering(core: FakeBingCore) {
  type Pushpin = InstanceType<FakeBingCore['Pushpin']>;
  type ViewMap = { tryLocationToPixel(l: InstanceType<FakeBingCore['Location']>, ref: number): { x: number; y: number }; getZoom(): number; getCenter(): { latitude: number; longitude: number } };

  class ClusterPushpin extends core.Pushpin {
    constructor(
      location: InstanceType<FakeBingCore['Location']>,
      public containedPushpins: Pushpin[],
      public gridKey: number,
    ) {
      super(location);
    }
  }

  interface ClusterOptions {
    gridSize?: number;
    clusteredPinCallback?: (cluster: ClusterPushpin) => void;
    callback?: () => void;
    clusteringEnabled?: boolean;
  }

  class ClusterLayer extends core.Layer {
    private shown: Pushpin[] = [];
    private viewKey = '';
    constructor(
      pushpins: Pushpin[] = [],
      private options: ClusterOptions = {},
    ) {
      super('cluster');
      this.setPrimitives(pushpins);
    }
    getPushpins(): Pushpin[] {
      return this.getPrimitives();
    }
    setPushpins(pushpins: Pushpin[]): void {
      this.viewKey = '';
      this.setPrimitives(pushpins);
    }
    getOptions(): ClusterOptions {
      return this.options;
    }
    setOptions(options: ClusterOptions): void {
      this.options = { ...this.options, ...options };
      this.viewKey = '';
      this.changed();
    }
    getDisplayedPushpins(): Pushpin[] {
      return [...this.shown];
    }
    override displayed(map: ViewMap): Pushpin[] {
      const center = map.getCenter();
      const key = `${map.getZoom()}|${center.latitude}|${center.longitude}|${this.getPrimitives().length}`;
      if (key !== this.viewKey) {
        this.viewKey = key;
        this.shown = this.cluster(map);
        setTimeout(() => this.options.callback?.(), 0);
      }
      return this.shown;
    }
    private cluster(map: ViewMap): Pushpin[] {
      const grid = this.options.gridSize ?? 60;
      if (this.options.clusteringEnabled === false) return this.getPrimitives();
      // Greedy grouping: a pushpin joins the first group whose seed is within the grid size on screen (Bing's own
      // grid-based clustering behaves alike; cells alone would leave touching clusters on cell borders).
      const groups: { x: number; y: number; members: Pushpin[] }[] = [];
      for (const pushpin of this.getPrimitives()) {
        const p = map.tryLocationToPixel(pushpin.getLocation(), core.PixelReference.viewport);
        const group = groups.find((g) => Math.abs(g.x - p.x) <= grid && Math.abs(g.y - p.y) <= grid);
        if (group) group.members.push(pushpin);
        else groups.push({ x: p.x, y: p.y, members: [pushpin] });
      }
      return groups.map(({ members }, gridKey) => {
        if (members.length === 1) return members[0]!;
        const lat = members.reduce((sum, p) => sum + p.getLocation().latitude, 0) / members.length;
        const lng = members.reduce((sum, p) => sum + p.getLocation().longitude, 0) / members.length;
        const cluster = new ClusterPushpin(new core.Location(lat, lng), members, gridKey);
        this.options.clusteredPinCallback?.(cluster);
        return cluster;
      });
    }
  }

  return { ClusterLayer, ClusterPushpin };
}
