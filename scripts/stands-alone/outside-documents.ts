import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The planning documents the project was started from live outside the repository, so a reader of the repository
 * cannot open them: code and docs state the rule, or point at docs/product.md and docs/api.md. The names are joined
 * here so that this file does not name them itself.
 */
const OUTSIDE_DOCUMENTS = ['SPEC', 'PRODUCT', 'API', 'ARCHITECTURE', 'CONVENTIONS', 'PUSHER-PROTOCOL'];
const CITATION = new RegExp(`(?<![\\w/.-])(?:${OUTSIDE_DOCUMENTS.join('|')})\\.md\\b`, 'g');

export interface OutsideCitation {
  file: string;
  line: number;
  text: string;
}

/** Every line of the given text that names one of the outside documents (case matters: docs/api.md is ours). */
export function citationsIn(file: string, text: string): OutsideCitation[] {
  return text.split('\n').flatMap((line, index) => {
    CITATION.lastIndex = 0;
    return CITATION.test(line) ? [{ file, line: index + 1, text: line.trim() }] : [];
  });
}

/** The repository's files as git sees them, tracked or new, without what .gitignore leaves out (node_modules, dist…). */
function repositoryFiles(root: string): string[] {
  const listing = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' });
  return listing.split('\0').filter((file) => file && !/(^|\/)(node_modules|dist)\//.test(file));
}

/** The repository's text files with their content (binary files and files gone from the work tree left out). */
function repositoryTexts(root: string): { file: string; text: string }[] {
  return repositoryFiles(root).flatMap((file) => {
    try {
      const text = readFileSync(path.join(root, file), 'utf8');
      return text.includes('\0') ? [] : [{ file, text }];
    } catch {
      return []; // deleted in the work tree but not yet in the index
    }
  });
}

export const outsideCitations = (root: string): OutsideCitation[] =>
  repositoryTexts(root).flatMap(({ file, text }) => citationsIn(file, text));

/** A pointer at a section of the repository's own docs: product.md or api.md, then one or more headings in quotes. */
const SECTION_CITATION = /\b(product|api)\.md(?:\]\([^)]*\))? ((?:"[^"\n]+"(?:, | and )?)+)/g;

export interface SectionCitation {
  file: string;
  line: number;
  doc: 'product' | 'api';
  section: string;
}

export function sectionsNamedIn(file: string, text: string): SectionCitation[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(SECTION_CITATION)].flatMap((match) =>
      [...match[2]!.matchAll(/"([^"]+)"/g)].map((section) => ({
        file,
        line: index + 1,
        doc: match[1] as 'product' | 'api',
        section: section[1]!,
      })),
    ),
  );
}

/** The headings (## and ###) of a markdown page. */
export const headingsOf = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((match) => match[1]!.trim()));

export const sectionCitations = (root: string): SectionCitation[] =>
  repositoryTexts(root).flatMap(({ file, text }) => sectionsNamedIn(file, text));
