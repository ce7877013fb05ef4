/**
 * `npm start`: serves the sample site and the sandbox on localhost, offline.
 * PORT (default 4173) and HOST (default 127.0.0.1) choose the address.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ensureFixtures } from '../../fixtures/index';
import { loadLocations } from '../../fixtures/index';
import { createApp, sampleLocations } from './app';
import { listQaPages } from './pages/qa-page';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

await ensureFixtures();
const server = createApp({ root });
server.listen(port, host, async () => {
  const base = `http://${host}:${port}`;
  const lines = [`Sample site: ${base}/`, `  search results: ${base}/search?q=Lyon`];
  for (const location of sampleLocations(loadLocations(join(root, 'fixtures', 'data')))) {
    lines.push(`  location (${location.locale}): ${base}/locations/${location.url}`);
  }
  lines.push(`QA pages: ${base}/qa/`);
  for (const page of await listQaPages(join(root, 'html-samples', 'pages', 'qa'))) lines.push(`  ${page.title}: ${base}/qa/${page.name}`);
  console.log(lines.join('\n'));
});
