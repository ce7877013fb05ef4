import { readLatLng, type DistanceUnit, type LatLng } from '../../src/core/distance';
import { distanceUnitFor } from '../../src/core/distance-format';
import { ConfigReader } from '../../src/loader/config/readers';
import type { ConfigInput, ParseResult } from '../../src/loader/types';

const UNITS = ['mi', 'km'] as const satisfies readonly DistanceUnit[];

export interface DistanceConfig {
  /** Miles for US and British English, kilometres elsewhere, unless data-unit / config.unit says otherwise. */
  unit: DistanceUnit;
  /** The point distances are measured from; null means the page's map-query block (the searched position). */
  origin: LatLng | null;
  locale: string;
}

export function parseDistanceConfig(input: ConfigInput): ParseResult<DistanceConfig> {
  const read = new ConfigReader(input);
  const attribute = read.attr('unit');
  let unit = read.oneOf('unit', UNITS, distanceUnitFor(input.locale));
  // Blank (a template's empty field) is no choice, as for every attribute: the default or the block's unit stands.
  if (attribute !== undefined && attribute.trim() !== '') {
    if ((UNITS as readonly string[]).includes(attribute)) unit = attribute as DistanceUnit;
    else read.fail('data-unit', `one of ${UNITS.join(', ')}`, attribute);
  }
  return read.result({ unit, origin: readLatLng(read, 'origin'), locale: input.locale });
}

