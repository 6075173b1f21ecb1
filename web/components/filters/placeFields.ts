/** The filter bars' practice-area and state selects, fed from the contracts' lists. */
import { US_STATES } from '../../../contracts/common/us-states';
import { PRACTICE_AREA_OPTIONS, stateOptions } from '../form/placeOptions';
import type { FilterField } from './FilterBar';

type UsState = (typeof US_STATES)[number];

interface PlaceField<Name extends string> {
  name: Name;
  /** What '' reads as: "Any", "Every state". */
  emptyLabel: string;
  id?: string;
}

/** "Practice area": one of the contracts' practice areas, or any. */
export function practiceAreaField<Name extends string>(field: PlaceField<Name>): FilterField<Name> {
  return { ...field, label: 'Practice area', options: PRACTICE_AREA_OPTIONS };
}

/** "State": one of the contracts' US states (`states`: a region's, in the same order), or any. */
export function stateField<Name extends string>({
  states = US_STATES,
  ...field
}: PlaceField<Name> & { states?: readonly UsState[] }): FilterField<Name> {
  return { ...field, label: 'State', options: stateOptions(states) };
}
