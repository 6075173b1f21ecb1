import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { splitServerTests } from './database-tests';

const root = path.resolve(import.meta.dirname, '../..');

describe('the server tests split by whether they reach PostgreSQL', () => {
  const split = splitServerTests(root);

  it('puts the API tests with the database and pure logic beside the web tests', () => {
    expect(split.database).toContain('server/modules/deals/deals.test.ts');
    expect(split.database).toContain('server/test/permission-matrix.test.ts');
    // Starts its own embedded server: still one at a time, with the other database tests.
    expect(split.database).toContain('server/platform/db/embedded.test.ts');
    expect(split.unit).toContain('server/platform/csv.test.ts');
    expect(split.unit).toContain('server/modules/experts/slots.test.ts');
  });

  it('leaves no unit file that asks for the test database', () => {
    const asksForDatabase = split.unit.filter((file) =>
      /databaseServerUrl|templateDatabase|TEST_DATABASE_URL/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(asksForDatabase).toEqual([]);
  });

  it('has every database test that mocks a module import the app afresh (they share one module registry)', () => {
    const mocksOnCachedModules = split.database.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return /\bvi\.mock\(/.test(text) && !/\bvi\.resetModules\(\)/.test(text);
    });
    expect(mocksOnCachedModules).toEqual([]);
  });

  describe('on a small tree', () => {
    const tree = mkdtempSync(path.join(os.tmpdir(), 'test-split-'));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    };
    write('server/test/database.ts', 'export const db = 1;\n');
    write('server/test/http.ts', "import { db } from './database';\nexport const http = db;\n");
    write('server/modules/a/a.test.ts', "import { http } from '../../test/http';\n");
    write('server/modules/b/b.ts', "export { c } from './c';\n");
    write('server/modules/b/c.ts', "import { b } from './b';\nexport const c = b;\n");
    write('server/modules/b/b.test.ts', "import { c } from './b';\n");
    write('server/modules/d/d.test.ts', "const later = () => import('../../test/http');\n");

    it('follows imports through helpers and re-exports, loops included, dynamic imports too', () => {
      expect(splitServerTests(tree)).toEqual({
        database: ['server/modules/a/a.test.ts', 'server/modules/d/d.test.ts'],
        unit: ['server/modules/b/b.test.ts'],
      });
    });
  });
});
