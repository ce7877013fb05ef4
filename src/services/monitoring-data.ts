import { PAGE_BLOCKS, SELECTOR } from '../loader/schema';

export interface MonitoringData {
  isStaging: boolean;
  extra: Record<string, unknown>;
}

/**
 * Reads the page's monitoring block; null when missing or unparsable. Apart from the Sentry client (services/
 * monitoring): the loader reads it once the page is idle, to tell whether the client has anything to send yet.
 */
export function readMonitoringData(doc: Document = document): MonitoringData | null {
  const block = doc.querySelector(SELECTOR.pageBlock(PAGE_BLOCKS.monitoring));
  if (!block) return null;
  try {
    const json: unknown = JSON.parse(block.textContent ?? '');
    if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
    const { isStaging, ...extra } = json as Record<string, unknown>;
    // As isStagingFlag (src/core/analytics-names.ts) reads it; written out here because this runs in the loader's chunk,
    // and a module shared with the analytics chunk would become a chunk of its own that every page requests.
    const staging = isStaging === true || isStaging === 1 || (typeof isStaging === 'string' && /^(true|1)$/i.test(isStaging.trim()));
    return { isStaging: staging, extra };
  } catch {
    return null;
  }
}
