import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('fileSize', () => {
  it('says bytes under a kilobyte, so a suspiciously small scan shows as small', () => {
    expect(fileSize(0)).toBe('0 bytes');
    expect(fileSize(1)).toBe('1 byte');
    expect(fileSize(193)).toBe('193 bytes');
  });

  it('rounds kilobytes to whole ones with a thousands separator, and megabytes to one decimal', () => {
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(860_160)).toBe('840 KB');
    expect(fileSize(1_044_480)).toBe('1,020 KB');
    expect(fileSize(2_516_582)).toBe('2.4 MB');
    expect(fileSize(25 * 1_048_576)).toBe('25.0 MB');
  });
});
