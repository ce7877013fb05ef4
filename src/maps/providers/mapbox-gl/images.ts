import type { Map as GlMap } from 'mapbox-gl';
import { CLUSTER_SIZES, shortCount, type ClusterSize } from '../../cluster-icon';
import { COLORS, PIN_PATH } from '../../pins';
import { LOCATION_TYPES, type LocationType, type PinDesign, type PinSize } from '../../types';
import { pinIcon } from '../common/pin-icon';

export const pinImageName = (type: LocationType, selected: boolean) => `locator-pin-${type}${selected ? '-selected' : ''}`;
export const CLUSTER_IMAGE_PREFIX = 'locator-cluster-';

/** Canvas images are drawn at least at 2x so pins stay sharp on high-density screens. */
export const imageRatio = () => Math.max(2, Math.ceil(globalThis.devicePixelRatio || 1));

function context2d(width: number, height: number): CanvasRenderingContext2D {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('[locator] MapboxGL map: no 2D canvas to draw the pin images');
  return ctx;
}

/** Our SVG pin, rasterized once at the screen's density (mapbox-gl symbols are images, not DOM). */
async function rasterize(url: string, width: number, height: number, ratio: number): Promise<ImageData> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const w = Math.round(width * ratio);
  const h = Math.round(height * ratio);
  const ctx = context2d(w, h);
  ctx.drawImage(image, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h);
}

export interface PinImage {
  name: string;
  data: ImageData;
  ratio: number;
}

/**
 * The pin of every location type, plain and selected, in the map's design and size, rasterized. It needs no map, so
 * it runs while mapbox-gl's code and style load (the images decode off the main thread).
 */
export function pinImages(design: PinDesign, size: PinSize, ratio = imageRatio()): Promise<PinImage[]> {
  return Promise.all(
    LOCATION_TYPES.flatMap((type) =>
      [false, true].map(async (selected) => {
        const icon = pinIcon(type, design, size, selected);
        return { name: pinImageName(type, selected), data: await rasterize(icon.url, icon.scaledSize.width, icon.scaledSize.height, ratio), ratio };
      }),
    ),
  );
}

/** Adds the rasterized pins to the map (a name it already has is kept). */
export function addPinImages(map: GlMap, images: readonly PinImage[]): void {
  for (const { name, data, ratio } of images) if (!map.hasImage(name)) map.addImage(name, data, { pixelRatio: ratio });
}

/**
 * The cluster pin with its count (the same drawing as cluster-icon.ts's SVG), drawn synchronously: mapbox-gl asks for
 * a missing image in 'styleimagemissing' and only takes one added within that event.
 */
export function clusterImage(count: number, size: ClusterSize, ratio = imageRatio()): ImageData {
  const { width, height } = CLUSTER_SIZES[size];
  const w = Math.round(width * ratio);
  const h = Math.round(height * ratio);
  const ctx = context2d(w, h);
  ctx.scale(w / 28, h / 38);
  const body = new Path2D(PIN_PATH);
  ctx.fillStyle = COLORS.darkBlue;
  ctx.fill(body);
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 1.5;
  ctx.stroke(body);
  ctx.beginPath();
  ctx.arc(14, 13.8, 10, 0, Math.PI * 2);
  ctx.fillStyle = '#fff';
  ctx.fill();
  const text = shortCount(count);
  ctx.font = `700 ${text.length <= 2 ? 11 : text.length === 3 ? 9.5 : 8}px Arial, Helvetica, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = COLORS.darkBlue;
  ctx.fillText(text, 14, 14.2);
  return ctx.getImageData(0, 0, w, h);
}

/** Supplies cluster images on demand (counts are unbounded). Returns the function that stops. */
export function provideClusterImages(map: GlMap, size: ClusterSize, ratio = imageRatio()): () => void {
  const onMissing = (event: { id: string }) => {
    if (!event.id.startsWith(CLUSTER_IMAGE_PREFIX) || map.hasImage(event.id)) return;
    const count = Number(event.id.slice(CLUSTER_IMAGE_PREFIX.length));
    if (Number.isFinite(count)) map.addImage(event.id, clusterImage(count, size, ratio), { pixelRatio: ratio });
  };
  map.on('styleimagemissing', onMissing);
  return () => void map.off('styleimagemissing', onMissing);
}
