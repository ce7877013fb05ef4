import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

export interface PhoneConfig {
  /** The raw number; from data-phone, else the server-rendered text. */
  raw: string | null;
  /** Analytics event name for clicks (spec: the built-in "phone"). */
  track: string;
}

export function parsePhoneConfig(input: ConfigInput): ParseResult<PhoneConfig> {
  const read = new ConfigReader(input);
  // A number in the JSON (a CMS field typed as one) is its digits.
  const json = read.raw('phone');
  const raw = read.attrText('phone') ?? (typeof json === 'number' && Number.isFinite(json) ? String(json) : read.string('phone', ''));
  return read.result({ raw: raw.trim() || null, track: read.attr('track') || 'phone' });
}
