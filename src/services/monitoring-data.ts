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
    return { isStaging: isStaging === true, extra };
  } catch {
    return null;
  }
}
