import { describe, expect, it } from 'vitest';
import { announcedLoad, workerName } from './protocol';

const OPTIONS = { gridSize: 30, minPoints: 2, tileSize: 256 };

describe("the cluster worker's name", () => {
  it('carries the announced load there and back, with or without the map size', () => {
    const full = { url: 'https://shop.example/points.json?a=1&b="2"', options: OPTIONS, viewport: { width: 800, height: 600 } };
    expect(announcedLoad(workerName(full))).toEqual(full);
    expect(announcedLoad(workerName({ url: full.url, options: OPTIONS }))).toEqual({ url: full.url, options: OPTIONS });
  });

  it('announces nothing for another name or one not well formed', () => {
    expect(announcedLoad('')).toBeNull();
    expect(announcedLoad('my worker')).toBeNull();
    const name = workerName({ url: 'https://shop.example/p.json', options: OPTIONS });
    const prefix = name.slice(0, name.indexOf('{'));
    for (const body of ['{', 'null', '[]', '{"url": 3, "options": {"gridSize": 30, "minPoints": 2, "tileSize": 256}}', '{"url": "", "options": {"gridSize": 30, "minPoints": 2, "tileSize": 256}}', '{"url": "https://shop.example/p.json"}', '{"url": "https://shop.example/p.json", "options": {"gridSize": "30", "minPoints": 2, "tileSize": 256}}']) {
      expect(announcedLoad(prefix + body)).toBeNull();
    }
  });

  it('drops a map size that is not one, and keeps the rest', () => {
    const name = workerName({ url: 'https://shop.example/p.json', options: OPTIONS, viewport: { width: 0, height: 600 } });
    expect(announcedLoad(name)).toEqual({ url: 'https://shop.example/p.json', options: OPTIONS });
  });
});
