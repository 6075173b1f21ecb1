import { describe, expect, it } from 'vitest';
import { controlCharactersMessage, fieldsWithControlCharacters, plainText } from './text';

describe('control characters', () => {
  it('finds each field holding one, nested, in arrays and in keys, and leaves tabs, new lines and bytes alone', () => {
    const body = {
      headline: 'Estate\u0000planning',
      description: 'Line one\r\nLine two\tindented',
      answers: { reason_to_sell: ['fine', 'bell\u0007'], 'bad\u0000key': 'x' },
      file: { filename: 'ok.pdf', data: Buffer.from([0, 1, 2]) },
      c1: '\u0085',
    };
    expect(fieldsWithControlCharacters(body).sort()).toEqual(['answers', 'answers.reason_to_sell', 'c1', 'headline']);
    expect(fieldsWithControlCharacters('a\u0000')).toEqual(['_']);
    expect(fieldsWithControlCharacters(JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`))).toEqual(['_']);
  });

  it('names the field in the message, and the zod refinement agrees', () => {
    expect(controlCharactersMessage('firm_name')).toBe('The firm name field must not contain control characters.');
    expect(plainText('body').safeParse('hi\u0000').error?.issues[0]?.message).toBe('The body field must not contain control characters.');
    expect(plainText('body').safeParse('hi\nthere').success).toBe(true);
  });
});
