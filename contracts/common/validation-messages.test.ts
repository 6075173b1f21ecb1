import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage } from './validation-messages';

/** The messages of `value` against `schema` with the customiser as zod's map for this parse (as `z.config` installs it). */
const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: issueMessage }).error?.issues.map((issue) => issue.message);
const message = (schema: z.ZodType, value: unknown) => messages(schema, value)?.[0];

describe('issueMessage', () => {
  it('asks for a missing field, and for the right kind of value', () => {
    const body = z.object({ name: z.string(), count: z.number(), whole: z.number().int(), flag: z.boolean(), tags: z.array(z.string()) });
    expect(messages(body, {})).toEqual(Array(5).fill('This field is required.'));
    expect(messages(z.object({ side: z.enum(['buyer', 'seller']), yes: z.literal(true) }), {})).toEqual(
      Array(2).fill('This field is required.'),
    );
    expect(message(z.object({ u: z.union([z.string(), z.number()]) }), {})).toBe('This field is required.');
    expect(messages(body, { name: null, count: null, whole: null, flag: null, tags: null })).toEqual(
      Array(5).fill('This field is required.'),
    );
    expect(messages(body, { name: 1, count: 'x', whole: 1.5, flag: 'yes', tags: 'x' })).toEqual([
      'Enter text.',
      'Enter a number.',
      'Enter a whole number.',
      'Enter true or false.',
      'Enter a list of values.',
    ]);
    expect(message(z.number(), Number.NaN)).toBe('Enter a number.');
    expect(message(z.coerce.number().int(), 'abc')).toBe('Enter a whole number.');
    expect(message(z.object({ nested: z.object({}) }), { nested: 'x' })).toBe('Enter the fields as an object.');
  });

  it('gives a number’s bounds, whole where the schema is an integer, both when it has both', () => {
    expect(message(z.number().int().positive(), 0)).toBe('Enter a whole number of at least 1.');
    expect(message(z.number().int().min(0).max(100_000), 100_001)).toBe('Enter a whole number from 0 to 100,000.');
    expect(message(z.int().min(0).max(100_000), -1)).toBe('Enter a whole number from 0 to 100,000.');
    expect(message(z.number().int().lt(10), 10)).toBe('Enter a whole number of no more than 9.');
    expect(message(z.number().min(1), 0.5)).toBe('Enter a number of at least 1.');
    expect(message(z.number().max(2.5), 3)).toBe('Enter a number of no more than 2.5.');
    expect(message(z.number().positive(), 0)).toBe('Enter a number greater than 0.');
    expect(message(z.number().lt(1), 1)).toBe('Enter a number less than 1.');
    expect(message(z.number().min(0).max(1), 2)).toBe('Enter a number from 0 to 1.');
    expect(message(z.number().int(), 2 ** 60)).toBe('Enter a whole number of no more than 9,007,199,254,740,991.');
    expect(message(z.coerce.number().int().positive(), '0')).toBe('Enter a whole number of at least 1.');
  });

  it('counts a text’s characters and a list’s choices', () => {
    expect(message(z.string().min(1), '')).toBe('This field is required.');
    expect(message(z.string().min(3), 'ab')).toBe('Enter at least 3 characters.');
    expect(message(z.string().max(2_000), 'x'.repeat(2_001))).toBe('Use at most 2,000 characters.');
    expect(message(z.string().max(1), 'xx')).toBe('Use at most 1 character.');
    expect(message(z.string().length(4), 'x')).toBe('Enter exactly 4 characters.');
    expect(message(z.array(z.string()).min(1), [])).toBe('Choose at least 1.');
    expect(message(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toBe('Choose at most 3.');
  });

  it('lists a short set of choices and not a long one', () => {
    expect(message(z.enum(['buyer', 'seller']), 'broker')).toBe('Choose one of: buyer, seller.');
    expect(message(z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g']), 'h')).toBe('Choose one of the allowed values.');
    expect(message(z.literal(true), false)).toBe('This value must be true.');
    const side = z.discriminatedUnion('side', [z.object({ side: z.literal('buyer') }), z.object({ side: z.literal('seller') })]);
    expect(message(side, { side: 'broker' })).toBe('Choose one of: buyer, seller.');
  });

  it('names the format a text must have', () => {
    expect(message(z.email(), 'ana')).toBe('Enter a valid e-mail address.');
    expect(message(z.url(), 'nowhere')).toBe('Enter a valid web address.');
    expect(message(z.iso.date(), '28/11/2026')).toBe('Enter a date as YYYY-MM-DD.');
    expect(message(z.iso.datetime(), '2026-11-28')).toBe('Enter a date and time as YYYY-MM-DDTHH:MM:SSZ.');
    expect(message(z.string().regex(/^LST-/), 'x')).toBe('This value is not in the expected format.');
    expect(message(z.string().startsWith('LST-'), 'x')).toBe('This value is not in the expected format.');
  });

  it('names the fields a request does not take', () => {
    const body = z.strictObject({ reason: z.string() });
    expect(message(body, { reason: 'x', winner: 1 })).toBe('Remove the field this request does not take: winner.');
    expect(message(body, { reason: 'x', a: 1, b: 2 })).toBe('Remove the fields this request does not take: a, b.');
  });

  it('falls back to a plain sentence', () => {
    expect(message(z.union([z.string(), z.number()]), true)).toBe('This value is not valid.');
    expect(message(z.number().multipleOf(5), 3)).toBe('This value is not valid.');
    expect(message(z.date(), new Date('x'))).toBe('This value is not valid.');
    expect(message(z.uuid(), 'x')).toBe('This value is not in the expected format.');
    expect(
      message(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('This value is not valid.');
  });

  it('never replaces a message the schema or its check gives', () => {
    expect(message(z.number().int().positive('Choose the deal that won.'), 0)).toBe('Choose the deal that won.');
    expect(message(z.string({ error: 'Enter your name.' }), undefined)).toBe('Enter your name.');
    expect(
      message(
        z.string().refine(() => false, { message: 'Not this one.' }),
        'x',
      ),
    ).toBe('Not this one.');
  });

  it('is what zod answers once installed with z.config', () => {
    const before = z.config().customError;
    z.config({ customError: issueMessage });
    try {
      expect(z.number().int().positive().safeParse(0).error?.issues[0]?.message).toBe('Enter a whole number of at least 1.');
    } finally {
      z.config({ customError: before });
    }
  });
});
