import { describe, expect, it } from 'vitest';
import { findIdentifyingDetails, identifyingDetailErrors, metroNamesCity, textOfHtml, type PublicFace } from './identifying-details';
import {
  CORPUS_FIRM,
  CORPUS_METRO,
  HARMLESS_TEXTS,
  IDENTIFYING_HITS,
  ISSUE_HEADLINE,
  ISSUE_HEADLINE_MESSAGES,
  type CorpusCase,
} from './identifying-details.fixture';

const check = (example: CorpusCase) => {
  const field = example.field ?? 'headline';
  const face: PublicFace = { metro: example.metro ?? CORPUS_METRO, [field]: example.text };
  return findIdentifyingDetails(face, example.identity ?? CORPUS_FIRM).filter((hit) => hit.field === field);
};

describe('the identifying-details check', () => {
  it('has a corpus of at least 100 hits and 100 harmless texts', () => {
    expect(IDENTIFYING_HITS.length).toBeGreaterThanOrEqual(100);
    expect(HARMLESS_TEXTS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(IDENTIFYING_HITS.map((example) => [example.text, example] as const))('finds %j', (_text, example) => {
    const [first] = check(example);
    expect(first).toMatchObject({ words: example.words, reason: example.reason });
  });

  it.each(HARMLESS_TEXTS.map((example) => [example.text, example] as const))('lets %j through', (_text, example) => {
    expect(check(example)).toEqual([]);
  });

  it('quotes the words and says why, field by field, as the issue’s headline needs', () => {
    const hits = findIdentifyingDetails({ headline: ISSUE_HEADLINE, metro: CORPUS_METRO }, CORPUS_FIRM);
    expect(hits.map((hit) => hit.message)).toEqual(ISSUE_HEADLINE_MESSAGES);
    expect(identifyingDetailErrors(hits).headline).toHaveLength(6);
  });

  it('allows the city only where the metro names it', () => {
    expect(metroNamesCity('Greater Mesa', 'Mesa')).toBe(true);
    expect(metroNamesCity('Mesa', 'Mesa')).toBe(true);
    expect(metroNamesCity('Greater Phoenix', 'Mesa')).toBe(false);
    expect(metroNamesCity('Greater Phoenix', null)).toBe(false);
  });

  it('checks the text of an HTML description, not its markup', () => {
    expect(textOfHtml('<p>a&amp;b&#39;s&nbsp;<b>c</b></p>')).toBe(" a&b's  c  ");
    expect(check({ text: '<a href="https://alvarezlaw.com">our site</a>', field: 'description' })).toEqual([]);
  });
});
