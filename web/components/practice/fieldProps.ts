/** A form's first message for a field, by its API path (`state`, `gross_revenues.0`): a 422's or the form's own check. */
export type ErrorFor = (path: string) => string | undefined;

/** What a shared field takes from its form: the value it shows, where its changes go, and the form's messages. */
export interface FieldProps<Value, Shown = Value> {
  value: Shown;
  onChange: (value: Value) => void;
  errorFor: ErrorFor;
}
