import { endpoints } from '../../src/services/endpoints';
import type { ShopSite } from '../../src/core/shop-site';

export interface ShopParts {
  header: string | null;
  footer: string | null;
}

/**
 * Header and footer from the shop site, in parallel. The shop answers HTML although it is asked with an Accept header
 * for JSON (spec §7), so the body is read as text. A part that fails is null; the caller logs once.
 */
export async function loadShopParts(site: ShopSite, signal: AbortSignal, timeoutMs: number): Promise<ShopParts & { errors: unknown[] }> {
  const base = endpoints().shopBase.replace(/\/$/, '');
  const errors: unknown[] = [];
  const get = async (part: 'header' | 'footer'): Promise<string | null> => {
    try {
      const response = await fetch(`${base}/${site}/${part}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      if (!response.ok) throw new Error(`${part}: HTTP ${response.status}`);
      return await response.text();
    } catch (error) {
      if (!signal.aborted) errors.push(error);
      return null;
    }
  };
  const [header, footer] = await Promise.all([get('header'), get('footer')]);
  return { header, footer, errors };
}
