import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface ManifestChunk {
  file: string;
  kind: 'entry' | 'chunk' | 'css' | 'asset';
  /** Source module behind a chunk (widget chunks name their folder). */
  source: string | null;
  bytes: number;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/** Writes dist/chunks-manifest.json: every emitted file with its raw and gzip size and its imports. */
export function chunkManifest(): Plugin {
  return {
    name: 'locator-chunk-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ManifestChunk[] = [];
      for (const [file, item] of Object.entries(bundle)) {
        if (file.endsWith('.map')) continue;
        const content = item.type === 'chunk' ? item.code : item.source;
        const buffer = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
        chunks.push({
          file,
          kind: item.type === 'chunk' ? (item.isEntry ? 'entry' : 'chunk') : file.endsWith('.css') ? 'css' : 'asset',
          source: item.type === 'chunk' ? (item.facadeModuleId?.replace(process.cwd() + '/', '') ?? null) : null,
          bytes: buffer.length,
          gzip: gzipSync(buffer, { level: 9 }).length,
          imports: item.type === 'chunk' ? item.imports : [],
          dynamicImports: item.type === 'chunk' ? item.dynamicImports : [],
          css: item.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [],
        });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({ type: 'asset', fileName: 'chunks-manifest.json', source: JSON.stringify({ chunks }, null, 2) });
    },
  };
}
