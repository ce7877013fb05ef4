import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

export const MANIFEST_FILE = 'chunks-manifest.json';

/**
 * Writes dist/chunks-manifest.json: every emitted file with its raw and gzip size and its imports. The sizes are
 * those of the files as written, read back once the bundle is on disk: in generateBundle a chunk's code does not
 * have what the bundler adds after it (the loader's table of chunk names, every chunk's source map comment), and the
 * loader measured there was some 470 bytes gzip lighter than the file a browser downloads.
 */
export function chunkManifest(): Plugin {
  return {
    name: 'locator-chunk-manifest',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir!;
      const chunks: ManifestChunk[] = [];
      for (const [file, item] of Object.entries(bundle)) {
        if (file.endsWith('.map') || file === MANIFEST_FILE) continue;
        const buffer = readFileSync(join(dir, file));
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
      writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify({ chunks }, null, 2));
    },
  };
}
