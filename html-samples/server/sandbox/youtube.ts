import type { SandboxContext } from './context';
import { escapeHtml, requestOrigin, send } from './http-util';
import { fakeIframeApiScript } from './youtube-script';

/** Sizes YouTube serves by thumbnail name: 0 and hqdefault 480x360, 1 to 3 and default 120x90, … */
const THUMBNAIL_SIZES: Record<string, [number, number]> = {
  '0': [480, 360],
  '1': [120, 90],
  '2': [120, 90],
  '3': [120, 90],
  default: [120, 90],
  mqdefault: [320, 180],
  hqdefault: [480, 360],
  sddefault: [640, 480],
  maxresdefault: [1280, 720],
};

function hue(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 360;
}

/** GET /sandbox/youtube/iframe_api — the fake IFrame API script. */
export function youtubeApiHandler(ctx: SandboxContext): void {
  const embedBase = `${requestOrigin(ctx.req, ctx.url)}/sandbox/youtube/embed/`;
  send(ctx.res, 200, fakeIframeApiScript(embedBase), { 'Content-Type': 'text/javascript; charset=utf-8' });
}

/**
 * GET /sandbox/youtube/vi/{id}/{n}.jpg — a thumbnail in YouTube's size for that index. Served as SVG
 * (image/svg+xml; browsers go by the content type, not the .jpg name), coloured by the id, with id and index drawn.
 */
export function youtubeThumbnailHandler(ctx: SandboxContext): void {
  const id = ctx.match[1] ?? '';
  const name = ctx.match[2] ?? '0';
  const [width, height] = THUMBNAIL_SIZES[name] ?? [120, 90];
  const font = Math.max(8, Math.round(width / 20));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="hsl(${hue(id)} 45% 35%)"/>
<rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="hsl(${(hue(id) + 180) % 360} 40% 25%)"/>
<text x="50%" y="${height * 0.3}" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">Sandbox video ${escapeHtml(id)}</text>
<text x="50%" y="${height * 0.8}" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">thumbnail ${escapeHtml(name)}</text>
</svg>`;
  send(ctx.res, 200, svg, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' });
}

/**
 * Sandbox videos that cannot be played in an embed: an id `<word>-<code>` (11 characters, like every id) fails with
 * that IFrame API error code, as YouTube's own embed does for such a video (`NoEmbed-150`: its owner does not allow
 * playing it on other sites; `Removed-100`: not found).
 */
export function unplayableCode(id: string): number | null {
  const match = /^[A-Za-z]+-(100|101|150)$/.exec(id);
  return id.length === 11 && match ? Number(match[1]) : null;
}

/**
 * GET /sandbox/youtube/embed/{id}?{playerVars} — a still "player" page: what a real embed would play, and the
 * playerVars it was asked for (the query is in the request log too). Accessible on its own, since axe checks frames.
 */
export function youtubeEmbedHandler(ctx: SandboxContext): void {
  const id = ctx.match[1] ?? '';
  const code = unplayableCode(id);
  if (code !== null) {
    // Like YouTube's embed: a message in the frame, and the error told to the API in the page (which calls onError).
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox video player: ${escapeHtml(id)}</title>
<style>html,body{margin:0;height:100%;background:#111;color:#fff;font:14px/1.4 system-ui,sans-serif}main{height:100%;display:grid;place-content:center}</style>
</head><body><main aria-label="Sandbox video player"><h1>Video unavailable</h1></main>
<script>parent.postMessage({ sandboxYouTubeError: ${code} }, '*');</script></body></html>`;
    send(ctx.res, 200, html, { 'Content-Type': 'text/html; charset=utf-8' });
    return;
  }
  const vars = [...ctx.url.searchParams.entries()].filter(([key]) => key !== 'enablejsapi');
  const shown = (key: string, fallback: string) => ctx.url.searchParams.get(key) ?? fallback;
  const list = vars.map(([key, value]) => `<li><code>${escapeHtml(key)}=${escapeHtml(value)}</code></li>`).join('');
  const title = shown('showinfo', '1') === '1' ? `<p class="title">Sandbox video ${escapeHtml(id)}</p>` : '';
  const controls = shown('controls', '1') === '1' ? '<div class="controls" aria-hidden="true">▶ ━━━━━━━○──── 0:42 / 2:10</div>' : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox video player: ${escapeHtml(id)}</title>
<style>
html,body{margin:0;height:100%;background:#111;color:#fff;font:14px/1.4 system-ui,sans-serif}
main{position:relative;height:100%;display:flex;flex-direction:column;justify-content:center;align-items:center;background:hsl(${hue(id)} 45% 22%)}
h1{font-size:1.1rem;margin:0 0 .5rem}ul{list-style:none;padding:0;margin:0;display:flex;gap:.75rem;flex-wrap:wrap;justify-content:center}
.title{position:absolute;top:0;left:0;right:0;margin:0;padding:.5rem;background:rgba(0,0,0,.75)}
.controls{position:absolute;bottom:0;left:0;right:0;padding:.5rem;background:rgba(0,0,0,.75)}
</style></head><body><main aria-label="Sandbox video player">${title}<h1>${shown('autoplay', '0') === '1' ? 'Playing' : 'Ready'}: sandbox video ${escapeHtml(id)}</h1>
<ul aria-label="Player parameters">${list}</ul>${controls}</main></body></html>`;
  send(ctx.res, 200, html, { 'Content-Type': 'text/html; charset=utf-8' });
}
