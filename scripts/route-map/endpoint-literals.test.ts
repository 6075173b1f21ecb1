import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ENDPOINT_LITERALS } from './endpoint-literals.allowed';
import { endpointLiterals } from './endpoint-literals';

describe('endpoint paths in the web', () => {
  const found = endpointLiterals(path.resolve('.'));
  const counts: Record<string, number> = {};
  for (const literal of found) counts[literal.file] = (counts[literal.file] ?? 0) + 1;

  it('are written only through the route map, apart from the allowed files not yet converted', () => {
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.info(
      `endpoint path literals in web/: ${total} (allowed: ${Object.values(ALLOWED_ENDPOINT_LITERALS).reduce((a, b) => a + b, 0)})`,
    );
    const beyond = found.filter((literal) => (counts[literal.file] ?? 0) > (ALLOWED_ENDPOINT_LITERALS[literal.file] ?? 0));
    expect(beyond.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('leave the allow-list no larger than what remains (lower it as calls move to the route map)', () => {
    const stale = Object.entries(ALLOWED_ENDPOINT_LITERALS).filter(([file, allowed]) => (counts[file] ?? 0) < allowed);
    expect(stale.map(([file, allowed]) => `${file}: allowed ${allowed}, found ${counts[file] ?? 0}`)).toEqual([]);
  });
});

describe('what counts as an endpoint path literal', () => {
  it('every path string in a file that talks to the API, and /api/ paths anywhere; not tests, comments or marked screens', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'endpoint-literals-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'web/features/notes/notesApi.ts',
      [
        "import { api } from '../../lib/api';",
        "export const HOME = '/dashboard'; // a screen, not an endpoint",
        '// GET /notes/archive is not called here',
        'export const fetchNote = (id: number) => api.get(`/notes/${id}`);',
        "export const listUrl = (all: boolean) => (all ? '/notes' : '/notes/mine');",
      ].join('\n'),
    );
    write(
      'web/features/notes/NoteLink.tsx',
      "export const href = (id: number) => `/api/notes/${id}/file`;\nexport const screen = '/notes';",
    );
    write('web/features/notes/notesApi.test.ts', "import { api } from '../../lib/api';\napi.get('/notes');");
    try {
      expect(endpointLiterals(root).map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([
        'web/features/notes/NoteLink.tsx:1 `/api/notes/${id}/file`',
        'web/features/notes/notesApi.ts:4 `/notes/${id}`',
        "web/features/notes/notesApi.ts:5 '/notes'",
        "web/features/notes/notesApi.ts:5 '/notes/mine'",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
