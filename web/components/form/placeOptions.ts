/** The contracts' practice areas and US states as the choice fields take them (value: key or code; label: name). */
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { US_STATES } from '../../../contracts/common/us-states';
import type { ChoiceOption } from './ChoiceChecklist';

export const PRACTICE_AREA_OPTIONS: ChoiceOption[] = PRACTICE_AREAS.map((area) => ({ value: area.key, label: area.label }));

/** Some states (a region's), in the order given; every state by default. */
export const stateOptions = (states: readonly { code: string; name: string }[] = US_STATES): ChoiceOption[] =>
  states.map((state) => ({ value: state.code, label: state.name }));

export const STATE_OPTIONS: ChoiceOption[] = stateOptions();
