// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-server';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const ID = 'M7lc1UVf-VE';

describe('fake YouTube', () => {
  it('serves the IFrame API script pointing its players at the sandbox embed page', async () => {
    const res = await t.get('/sandbox/youtube/iframe_api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script).toContain(`var EMBED_BASE = "${t.base}/sandbox/youtube/embed/";`);
    expect(script).toContain('window.onYouTubeIframeAPIReady()');
  });

  it('serves thumbnails by id and index in YouTube sizes, as SVG', async () => {
    const big = await t.get(`/sandbox/youtube/vi/${ID}/0.jpg`);
    expect(big.status).toBe(200);
    expect(big.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await big.text();
    expect(svg).toContain('width="480" height="360"');
    expect(svg).toContain(`Sandbox video ${ID}`);
    expect(await (await t.get(`/sandbox/youtube/vi/${ID}/2.jpg`)).text()).toContain('width="120" height="90"');
    expect((await t.get(`/sandbox/youtube/vi/${ID}/9.jpg`)).status).toBe(404);
    expect((await t.get('/sandbox/youtube/vi/short/0.jpg')).status).toBe(404);
  });

  it('shows a still player that names the playerVars it got, and logs them', async () => {
    await t.get('/sandbox/__log/reset', { method: 'POST' });
    const res = await t.get(`/sandbox/youtube/embed/${ID}?autoplay=1&controls=0&rel=1&showinfo=0&enablejsapi=1`);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain(`<h1>Playing: sandbox video ${ID}</h1>`);
    expect(html).toContain('<code>controls=0</code>');
    expect(html).not.toContain('class="controls"');
    expect(html).not.toContain('class="title"');
    const withControls = await (await t.get(`/sandbox/youtube/embed/${ID}?controls=1&showinfo=1`)).text();
    expect(withControls).toContain('class="controls"');
    expect(withControls).toContain('class="title"');
    const log = t.sandbox.log.entries('/youtube/embed');
    expect(log[0]!.query).toEqual({ autoplay: '1', controls: '0', rel: '1', showinfo: '0', enablejsapi: '1' });
  });

  it('a video `<word>-<code>` cannot be played: the frame says so and posts the error code to the page', async () => {
    const html = await (await t.get('/sandbox/youtube/embed/NoEmbed-150?autoplay=1')).text();
    expect(html).toContain('<h1>Video unavailable</h1>');
    expect(html).toContain('parent.postMessage({ sandboxYouTubeError: 150 }');
    expect(await (await t.get('/sandbox/youtube/embed/Removed-100')).text()).toContain('sandboxYouTubeError: 100');
    expect(await (await t.get(`/sandbox/youtube/embed/${ID}`)).text()).not.toContain('sandboxYouTubeError');
  });
});
