/**
 * The bundler's preload helper, in the few bytes the loader has (html-samples/tools/preload-helper.ts puts it in
 * place of Vite's): every `import()` of a chunk is called through it with the files the chunk needs (see
 * html-samples/tools/preload-links.ts for which). Each file is asked for once per page: a module through a
 * `modulepreload` link, which downloads it beside the chunk instead of after it; a style sheet through a
 * `stylesheet` link, which the import waits for, so a widget never renders unstyled. A style sheet that fails fails
 * the import, as the chunk's code would. A page whose Content-Security-Policy uses nonces gives its nonce in
 * `<meta property="csp-nonce" nonce="…">`, as Vite's own helper reads it. What that helper also does and the
 * loader does not need: a fallback for browsers without modulepreload (they download each module when imported),
 * a scan of the page's own links, and the `vite:preloadError` event (the loader reports a failed load itself).
 */
const asked: Record<string, Promise<unknown> | false> = {};

export function __vitePreload<T>(load: () => Promise<T>, deps: string[] | undefined, importerUrl: string): Promise<T> {
  return Promise.all(
    (deps ?? []).map((dep) => {
      const href = new URL(dep, importerUrl).href;
      if (!(href in asked)) {
        const css = href.endsWith('.css');
        const link = document.createElement('link');
        const meta = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]');
        link.rel = css ? 'stylesheet' : 'modulepreload';
        // As the import itself asks (CORS, credentials for the same origin only): a bundle on a CDN is then downloaded once.
        link.crossOrigin = '';
        link.href = href;
        // The property, not the attribute: a nonce attribute reads empty once the page has applied its policy.
        link.nonce = meta?.nonce ?? '';
        asked[href] =
          css &&
          new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
          });
        document.head.append(link);
      }
      return asked[href];
    }),
  ).then(load);
}
