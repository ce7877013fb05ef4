// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutUnused } from './leaflet-plugin-scope';

const source = readFileSync(new URL('../../node_modules/leaflet.markercluster/dist/leaflet.markercluster-src.js', import.meta.url), 'utf8');

describe("leaflet.markercluster's unused parts", () => {
  it('leaves out the convex hull and the public icon refresh, and keeps the spiderfier and the own icon refresh', () => {
    const kept = withoutUnused(source);
    expect(kept.length).toBeLessThan(source.length - 5000);
    for (const gone of ['QuickHull', 'getConvexHull: function', 'refreshClusters: function', 'refreshIconOptions']) expect(kept).not.toContain(gone);
    for (const stays of ['_refreshClustersIcons: function', 'spiderfy: function', '_animationSpiderfy', 'exports.MarkerClusterGroup = MarkerClusterGroup;']) expect(kept).toContain(stays);
  });

  it('fails the build when a version of the package no longer has a part where it was', () => {
    expect(() => withoutUnused(source.replace('L.QuickHull', 'L.Hull').replace('/* Copyright (c) 2012', '/* (c) 2012'))).toThrow(/no "\/\* Copyright/);
    expect(() => withoutUnused(source.replace('Adds 1 public method to MCG', 'Adds a method'))).toThrow(/leave out/);
  });
});
