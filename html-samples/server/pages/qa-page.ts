import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { html, raw } from '../html';
import { layout } from './layout';

export interface QaMeta {
  name: string;
  title: string;
  locale: string;
  blocks: boolean;
  monitoring: 'production' | 'staging' | 'none';
}

/** QA pages are body fragments; a first-line comment gives `title: …; locale: …; blocks: none`. */
export function parseMeta(name: string, source: string): QaMeta {
  const comment = /^<!--([\s\S]*?)-->/.exec(source.trimStart())?.[1] ?? '';
  const fields = Object.fromEntries(
    comment.split(';').map((part) => part.split(':').map((s) => s.trim()) as [string, string?]).filter(([key]) => key),
  ) as Record<string, string | undefined>;
  const monitoring = fields.monitoring === 'none' || fields.monitoring === 'staging' ? fields.monitoring : 'production';
  return { name, title: fields.title ?? name, locale: fields.locale ?? 'en', blocks: fields.blocks !== 'none', monitoring };
}

export async function listQaPages(dir: string): Promise<QaMeta[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.html')).sort();
  return Promise.all(files.map(async (file) => parseMeta(file.replace(/\.html$/, ''), await readFile(join(dir, file), 'utf8'))));
}

export async function qaPage(dir: string, name: string, origin: string): Promise<string | null> {
  if (!/^[a-z0-9-]+$/.test(name)) return null;
  const source = await readFile(join(dir, `${name}.html`), 'utf8').catch(() => null);
  if (source === null) return null;
  const meta = parseMeta(name, source);
  return layout({ title: `${meta.title} – QA`, locale: meta.locale, origin, body: raw(source), blocks: meta.blocks, monitoring: meta.monitoring, site: meta.blocks ? { businessId: '4242', siteId: '77' } : null });
}

export async function qaIndex(dir: string, origin: string): Promise<string> {
  const pages = await listQaPages(dir);
  const body = html`<h1>QA pages</h1><ul>${pages.map((page) => html`<li><a href="/qa/${page.name}">${page.title}</a></li>`)}</ul>`;
  return layout({ title: 'QA pages', locale: 'en', origin, body, blocks: false });
}
