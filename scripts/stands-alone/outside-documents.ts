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

export function outsideCitations(root: string): OutsideCitation[] {
  return repositoryFiles(root).flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      return []; // deleted in the work tree but not yet in the index
    }
    return text.includes('\0') ? [] : citationsIn(file, text);
  });
}
