import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What makes a server test a database test: it reaches the per-file database clone (server/test/database.ts), the
 * migration tests' setup (server/test/migrations.ts) or an embedded PostgreSQL of its own (platform/db/embedded.ts).
 */
const DATABASE_ENTRY_POINTS = ['server/test/database.ts', 'server/test/migrations.ts', 'server/platform/db/embedded.ts'];

/** `import … from './x'`, `export … from './x'`, `import('./x')`, `vi.mock('./x')` — relative ones only. */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|\bmock)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/**
 * The server's test files split in two by their imports: those that need PostgreSQL (run one at a time, once more on
 * PostgreSQL 15 in CI) and the rest (pure logic, run beside the web's tests). Paths are relative to `root`, sorted.
 */
export function splitServerTests(root: string): { database: string[]; unit: string[] } {
  const entryPoints = new Set(DATABASE_ENTRY_POINTS.map((file) => path.join(root, file)));
  const reaches = new Map<string, boolean>();
  const reachesDatabase = (file: string, visiting: Set<string>): boolean => {
    const known = reaches.get(file);
    if (known !== undefined) return known;
    if (entryPoints.has(file)) return true;
    if (visiting.has(file)) return false;
    visiting.add(file);
    const imports = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) => resolveImport(file, match[1]!));
    const result = imports.some((target) => target !== undefined && reachesDatabase(target, visiting));
    visiting.delete(file);
    // A file on an import loop may be undecided while its loop is open: remember only settled answers.
    if (result || visiting.size === 0) reaches.set(file, result);
    return result;
  };
  const database: string[] = [];
  const unit: string[] = [];
  for (const file of testFilesUnder(path.join(root, 'server')).sort()) {
    (reachesDatabase(file, new Set()) ? database : unit).push(path.relative(root, file));
  }
  return { database, unit };
}
