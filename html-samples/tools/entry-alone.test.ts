// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryAlone } from './entry-alone';

type Hook = (this: { error(message: string): never }, options: unknown, bundle: Record<string, unknown>) => void;

function run(bundle: Record<string, unknown>) {
  const hook = entryAlone().generateBundle as unknown as Hook;
  hook.call({ error: (message: string) => { throw new Error(message); } }, {}, bundle);
}

describe('entryAlone', () => {
  it('passes a loader that imports chunks only dynamically', () => {
    expect(() => run({ 'locator.js': { type: 'chunk', isEntry: true, fileName: 'locator.js', imports: [] }, 'chunks/a.js': { type: 'chunk', isEntry: false, fileName: 'chunks/a.js', imports: ['chunks/b.js'] } })).not.toThrow();
  });

  it('fails the build when the loader imports a chunk statically', () => {
    expect(() => run({ 'locator.js': { type: 'chunk', isEntry: true, fileName: 'locator.js', imports: ['chunks/schema-x.js'] } })).toThrow(
      'the loader locator.js imports chunks/schema-x.js statically: every page would download them',
    );
  });
});
