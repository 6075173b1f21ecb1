import type { $ZodRawIssue } from 'zod/v4/core';

/**
 * zod's messages for the issues a schema gives no message of its own, in the product's words: the forms send values
 * their own checks already let through, so these mostly answer API clients ("Too small: expected number to be >0"
 * becomes "Enter a whole number from 1 to 2,147,483,647."). Installed as zod's `customError` where each side loads
 * its contracts (server/modules/index.ts, web/main.tsx); a schema's or a check's own message still wins. It rides in
 * the web's entry, so it imports zod's types only and stays small: the kinds of value the contracts use, and a plain
 * fallback for the rest.
 */
export function issueMessage(issue: $ZodRawIssue): string {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      if (missing || issue.input === null) return REQUIRED;
      // A coerced whole number that is no number at all ("abc") fails as a number.
      return KINDS[issue.expected === 'number' && schemaOf(issue)?.isInt ? 'int' : issue.expected] ?? NOT_VALID;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return missing ? REQUIRED : choiceMessage(issue.values);
    case 'invalid_union':
      if (missing) return REQUIRED;
      return 'options' in issue && Array.isArray(issue.options) ? choiceMessage(issue.options) : NOT_VALID;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This value is not in the expected format.';
    case 'unrecognized_keys':
      return `Remove the field${issue.keys.length > 1 ? 's' : ''} this request does not take: ${listed(issue.keys)}.`;
    default:
      return NOT_VALID;
  }
}

const NOT_VALID = 'This value is not valid.';
const REQUIRED = 'This field is required.';
/** Lists longer than this read as "one of the allowed values" rather than in full. */
const SHORT_LIST = 6;

const KINDS: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  string: 'Enter text.',
  boolean: 'Enter true or false.',
  array: 'Enter a list of values.',
  object: 'Enter the fields as an object.',
  record: 'Enter the fields as an object.',
};

const FORMATS: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a valid web address.',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time as YYYY-MM-DDTHH:MM:SSZ.',
};

const figure = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));

/** `a, b, c`; a long list is cut after its first few. */
function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, SHORT_LIST).map((value) => (typeof value === 'string' ? value : String(value)));
  return shown.join(', ') + (values.length > SHORT_LIST ? ` and ${values.length - SHORT_LIST} more` : '');
}

function choiceMessage(values: readonly unknown[]): string {
  if (values.length === 1) return `This value must be ${listed(values)}.`;
  return values.length > SHORT_LIST ? 'Choose one of the allowed values.' : `Choose one of: ${listed(values)}.`;
}

/** What a number schema (zod classic) tells of itself: whether it takes whole numbers only, and its bounds' checks. */
interface NumberSchema {
  isInt?: boolean;
  _zod?: { def?: { checks?: { _zod: { def: { check?: string; value?: unknown; inclusive?: boolean } } }[] } };
}

/** The schema an issue is about (zod sets it on the issue before asking for the message). */
const schemaOf = (issue: $ZodRawIssue) => (issue as { schema?: NumberSchema }).schema;

/** The closest value a bound check of the schema lets through; null without one, or for a decimal's open bound. */
function schemaBound(schema: NumberSchema | undefined, check: string, whole: boolean, step: number): number | null {
  const def = schema?._zod?.def?.checks?.find((each) => each._zod.def.check === check)?._zod.def;
  if (typeof def?.value !== 'number') return null;
  return def.inclusive ? def.value : whole ? def.value + step : null;
}

function sizeMessage(issue: Extract<$ZodRawIssue, { code: 'too_small' | 'too_big' }>): string {
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  // The closest count or whole number allowed: 3 for "more than 2".
  const closest = bound + (issue.inclusive ? 0 : small ? 1 : -1);
  if (issue.origin === 'string') {
    const characters = `${figure(closest)} character${closest === 1 ? '' : 's'}`;
    if (issue.exact) return `Enter exactly ${characters}.`;
    if (small) return closest <= 1 ? REQUIRED : `Enter at least ${characters}.`;
    return `Use at most ${characters}.`;
  }
  if (issue.origin === 'array') return `Choose ${issue.exact ? 'exactly' : small ? 'at least' : 'at most'} ${figure(closest)}.`;
  if (issue.origin !== 'number' && issue.origin !== 'int') return NOT_VALID;
  const schema = schemaOf(issue);
  const whole = issue.origin === 'int' || schema?.isInt === true;
  const kind = whole ? 'a whole number' : 'a number';
  const lowest = schemaBound(schema, 'greater_than', whole, 1);
  const highest = schemaBound(schema, 'less_than', whole, -1);
  // "Enter a whole number from 0 to 100,000." when the schema has both bounds, else the bound the value passed.
  if (lowest !== null && highest !== null) return `Enter ${kind} from ${figure(lowest)} to ${figure(highest)}.`;
  if (issue.inclusive || whole) return `Enter ${kind} of ${small ? 'at least' : 'no more than'} ${figure(closest)}.`;
  return `Enter ${kind} ${small ? 'greater' : 'less'} than ${figure(bound)}.`;
}
