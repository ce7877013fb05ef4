import type { SandboxContext } from './context';
import { escapeHtml, send, sendText } from './http-util';

const SVG = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' };

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A w x w SVG whose colours and shapes follow from the id, labelled with the id: the same id always looks the same. */
export function photoSvg(id: string, width: number): string {
  const h = hash(id);
  const hue = h % 360;
  const circles = [0, 1, 2]
    .map((i) => {
      const bits = h >>> (i * 8);
      const cx = ((bits & 0xff) / 255) * width;
      const cy = (((bits >>> 4) & 0xff) / 255) * width;
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(width * (0.15 + i * 0.08)).toFixed(1)}" fill="hsl(${(hue + 40 + i * 60) % 360} 70% 70%)" opacity="0.8"/>`;
    })
    .join('');
  const font = Math.max(8, Math.round(width / 12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}">
<rect width="100%" height="100%" fill="hsl(${hue} 55% 45%)"/>${circles}
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">${escapeHtml(id)}</text>
</svg>`;
}

/** GET /sandbox/images/photo/{id}-{w}.svg */
export function photoImageHandler(ctx: SandboxContext): void {
  const id = ctx.match[1] ?? '';
  const width = Number(ctx.match[2]);
  if (width < 16 || width > 2048) return sendText(ctx.res, 400, 'width must be between 16 and 2048');
  send(ctx.res, 200, photoSvg(id, width), SVG);
}

/** GET /sandbox/images/fail/... always 500, for the image error class. */
export function failingImageHandler(ctx: SandboxContext): void {
  sendText(ctx.res, 500, 'Image failed (sandbox test hook)');
}

/** GET /sandbox/images/flaky/{n}/{key}.svg fails the first n requests for a key, then succeeds (retry tests). */
export function flakyImageHandler(ctx: SandboxContext): void {
  const failures = Number(ctx.match[1]);
  const key = ctx.match[2] ?? '';
  const counterKey = `flaky:${failures}/${key}`;
  const seen = (ctx.counters.get(counterKey) ?? 0) + 1;
  ctx.counters.set(counterKey, seen);
  if (seen <= failures) return sendText(ctx.res, 500, `Flaky image: failure ${seen} of ${failures}`);
  send(ctx.res, 200, photoSvg(key, 120), { ...SVG, 'Cache-Control': 'no-store' });
}
