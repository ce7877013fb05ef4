import { afterEach, describe, expect, it } from 'vitest';
import { isStagingFlag } from '../core/analytics-names';
import { readMonitoringData } from './monitoring-data';

const block = (json: string) => (document.body.innerHTML = `<script type="application/json" data-locator-page="monitoring">${json}</script>`);
afterEach(() => void (document.body.innerHTML = ''));

describe('readMonitoringData', () => {
  it('reads isStaging and keeps the rest as extra context', () => {
    block('{"isStaging": true, "page": "Lyon"}');
    expect(readMonitoringData()).toEqual({ isStaging: true, extra: { page: 'Lyon' } });
  });

  it('reads isStaging as the analytics site data does: "true" and 1 are staging too', () => {
    for (const value of ['true', '"true"', '" True "', '1', '"1"', 'false', '"false"', '0', '"yes"', 'null']) {
      block(`{"isStaging": ${value}}`);
      expect(readMonitoringData()!.isStaging, value).toBe(isStagingFlag(JSON.parse(value)));
    }
  });

  it('is null for a missing or unreadable block', () => {
    expect(readMonitoringData()).toBeNull();
    block('{"isStaging":');
    expect(readMonitoringData()).toBeNull();
    block('[1]');
    expect(readMonitoringData()).toBeNull();
  });
});
