/** The contract's choice lists in the shape the form fields take. */
import { BUYER_PREFERENCES, FINANCING_OPTIONS, TIMELINES } from '../../../contracts/customization/customization';
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { US_STATES } from '../../../contracts/common/us-states';
import type { ChoiceOption } from '../../components/form/ChoiceChecklist';

export const PRACTICE_AREA_OPTIONS: ChoiceOption[] = PRACTICE_AREAS.map((area) => ({ value: area.key, label: area.label }));
export const STATE_OPTIONS: ChoiceOption[] = US_STATES.map((state) => ({ value: state.code, label: state.name }));
export const TIMELINE_OPTIONS: ChoiceOption[] = TIMELINES.map((timeline) => ({ value: timeline.key, label: timeline.label }));
export const FINANCING_CHOICES: ChoiceOption[] = FINANCING_OPTIONS.map((option) => ({ value: option.key, label: option.label }));
export const BUYER_PREFERENCE_CHOICES: ChoiceOption[] = BUYER_PREFERENCES.map((option) => ({ value: option.key, label: option.label }));
