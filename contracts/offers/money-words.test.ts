import { describe, expect, it } from 'vitest';
import { dollarsInWords, numberInWords } from './money-words';

describe('money in words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [101, 'one hundred one'],
    [999, 'nine hundred ninety-nine'],
    [1_000, 'one thousand'],
    [250_000, 'two hundred fifty thousand'],
    [1_250_000, 'one million two hundred fifty thousand'],
    [100_000_000, 'one hundred million'],
    [12_345_678, 'twelve million three hundred forty-five thousand six hundred seventy-eight'],
  ])('writes %i as "%s"', (value, words) => {
    expect(numberInWords(value)).toBe(words);
  });

  it('says dollars, and one dollar', () => {
    expect(dollarsInWords(1)).toBe('one dollar');
    expect(dollarsInWords(300_000)).toBe('three hundred thousand dollars');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
