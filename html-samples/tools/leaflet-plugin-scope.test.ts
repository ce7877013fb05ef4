// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutUnused } from './leaflet-plugin-scope';

const source = readFileSync(new URL('../../node_modules/leaflet.markercluster/dist/leaflet.markercluster-src.js', import.meta.url), 'utf8');

describe("leaflet.markercluster's unused parts", () => {
  it('leaves out the convex hull, the public icon refresh and the animations, and keeps the spiderfier and the own icon refresh', () => {
    const kept = withoutUnused(source);
    expect(kept.length).toBeLessThan(source.length - 5000);
    // Each cut part leaves its line breaks: the source map's lines stay the package's.
    expect(kept.split('\n')).toHaveLength(source.split('\n').length);
    expect(kept.split('\n').indexOf('\tL.MarkerClusterNonAnimated = L.MarkerCluster.extend({')).toBe(source.split('\n').indexOf('\tL.MarkerClusterNonAnimated = L.MarkerCluster.extend({'));
    // Coverage on hover would draw a polygon, which our Leaflet has not.
    expect(kept).toContain('showCoverageOnHover: false,');
    expect(kept).not.toContain('showCoverageOnHover: true');
    for (const gone of ['QuickHull', 'getConvexHull: function', 'refreshClusters: function', 'refreshIconOptions']) expect(kept).not.toContain(gone);
    for (const stays of ['_refreshClustersIcons: function', 'spiderfy: function', '_animationSpiderfy', '_noAnimation: {', 'exports.MarkerClusterGroup = MarkerClusterGroup;']) expect(kept).toContain(stays);
    // Never animated: the animated versions are gone, and the group takes the others whatever its options.
    for (const gone of ['_withAnimation: {', '_animationZoomOutSingle', "className += ' leaflet-cluster-anim'"]) expect(kept).not.toContain(gone);
    expect(kept).toContain('var animate = false;');
  });

  it('fails the build when a version of the package no longer has a part where it was', () => {
    expect(() => withoutUnused(source.replace('L.QuickHull', 'L.Hull').replace('/* Copyright (c) 2012', '/* (c) 2012'))).toThrow(/no "\/\* Copyright/);
    expect(() => withoutUnused(source.replace('Adds 1 public method to MCG', 'Adds a method'))).toThrow(/leave out/);
  });
});
