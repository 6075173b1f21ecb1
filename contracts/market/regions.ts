/** The four US Census Bureau regions, which the market data groups states into (docs/market.md). */
import type { UsStateCode } from '../common/us-states';

export const CENSUS_REGIONS = [
  { key: 'northeast', label: 'Northeast', states: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'] },
  { key: 'midwest', label: 'Midwest', states: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'] },
  {
    key: 'south',
    label: 'South',
    states: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX'],
  },
  { key: 'west', label: 'West', states: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'] },
] as const satisfies readonly { key: string; label: string; states: readonly UsStateCode[] }[];

export type CensusRegion = (typeof CENSUS_REGIONS)[number]['key'];
export const CENSUS_REGION_KEYS = CENSUS_REGIONS.map((region) => region.key) as [CensusRegion, ...CensusRegion[]];

export function regionOfState(state: string | null | undefined): CensusRegion | null {
  if (!state) return null;
  return CENSUS_REGIONS.find((region) => (region.states as readonly string[]).includes(state))?.key ?? null;
}

export function regionLabel(key: string): string {
  return CENSUS_REGIONS.find((region) => region.key === key)?.label ?? key;
}
