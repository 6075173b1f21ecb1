/** The contract's choice lists in the shape the form fields take. */
import { BUYER_PREFERENCES, FINANCING_OPTIONS, TIMELINES } from '../../../contracts/customization/customization';
import type { ChoiceOption } from '../../components/form/ChoiceChecklist';

export { PRACTICE_AREA_OPTIONS, STATE_OPTIONS } from '../../components/form/placeOptions';
export const TIMELINE_OPTIONS: ChoiceOption[] = TIMELINES.map((timeline) => ({ value: timeline.key, label: timeline.label }));
export const FINANCING_CHOICES: ChoiceOption[] = FINANCING_OPTIONS.map((option) => ({ value: option.key, label: option.label }));
export const BUYER_PREFERENCE_CHOICES: ChoiceOption[] = BUYER_PREFERENCES.map((option) => ({ value: option.key, label: option.label }));
