import { expectType } from './type-check';

/** US states, the District of Columbia, Puerto Rico and the territories, keyed by USPS / ISO 3166-2 code. */
export const US_STATES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho',
  IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana',
  ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi',
  MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', VI: 'U.S. Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** Case, dots, commas and spacing vary between data sources; none of them changes which state is meant. */
function normalise(name: string): string {
  return name.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

// Other spellings that real location data uses for the same places.
const ALIASES: Record<string, UsStateCode> = {
  'washington dc': 'DC', 'washington district of columbia': 'DC',
  'virgin islands': 'VI', 'us virgin islands': 'VI', 'united states virgin islands': 'VI',
  'northern marianas': 'MP', 'united states minor outlying islands': 'UM', 'us minor outlying islands': 'UM',
};

const BY_NAME = new Map<string, UsStateCode>([
  ...Object.entries(US_STATES).map(([code, name]) => [normalise(name), code as UsStateCode] as const),
  ...Object.entries(ALIASES),
]);

function isUsStateCode(code: string): code is UsStateCode {
  return Object.hasOwn(US_STATES, code);
}

/**
 * The two-letter code of a US state, DC, Puerto Rico or territory, from its English name;
 * case, dots, commas and extra spaces are ignored. `undefined` when the name is not in the table.
 *
 * @example
 * stateAbbreviation('Virginia'); // 'VA'
 * stateAbbreviation('washington, d.c.'); // 'DC'
 * stateAbbreviation('Ontario'); // undefined
 */
export function stateAbbreviation(name: string): UsStateCode | undefined {
  expectType(name, 'string');
  return BY_NAME.get(normalise(name));
}

/**
 * The English name of a US state, DC, Puerto Rico or territory from its two-letter code (any case).
 * `undefined` when the code is not in the table.
 *
 * @example
 * stateName('VA'); // 'Virginia'
 * stateName('pr'); // 'Puerto Rico'
 * stateName('ZZ'); // undefined
 */
export function stateName(abbr: string): string | undefined {
  expectType(abbr, 'string');
  const code = abbr.trim().toUpperCase();
  return isUsStateCode(code) ? US_STATES[code] : undefined;
}
