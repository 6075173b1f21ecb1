/** The module order rule (eslint.config.js, docs/architecture.md) holds and fails on a wrong-way import. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
let MODULE_ORDER: string[];
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // eslint.config.js is plain JavaScript (no types to import), so it is loaded by path.
  const config = path.join(root, 'eslint.config.js');
  ({ MODULE_ORDER } = (await import(config)) as { MODULE_ORDER: string[] });
});

/** The rules that fire on `code` as if it were the file at `filePath` (the file need not exist). */
async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('module order', () => {
  it('lists every module in server/modules', async () => {
    const entries = await readdir(path.join(root, 'server/modules'), { withFileTypes: true });
    const modules = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(modules.filter((name) => !MODULE_ORDER.includes(name))).toEqual([]);
  });

  it('fails lint when a module imports one above it', async () => {
    const wrongWay = "import { chatsModule } from '../chats/chats.module';\nexport const plugin = chatsModule;\n";
    expect(await rulesFiredOn('server/modules/listings/wrong-way.ts', wrongWay)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('fails lint when the platform imports a module', async () => {
    const wrongWay = "import { findUserById } from '../../modules/users/users.repository';\nexport const find = findUserById;\n";
    expect(await rulesFiredOn('server/platform/session/wrong-way.ts', wrongWay)).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it("fails lint when a service reads another module's table, and passes a query file's join or a row type", async () => {
    const tableRead = "import { users } from '../users/users.table';\nexport const table = users;\n";
    expect(await rulesFiredOn('server/modules/deals/wrong-way.service.ts', tableRead)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await rulesFiredOn('server/modules/deals/right-way.query.ts', tableRead)).toEqual([]);
    const rowType = "import type { UserRow } from '../users/users.table';\nexport type Row = UserRow;\n";
    expect(await rulesFiredOn('server/modules/deals/right-way.service.ts', rowType)).toEqual([]);
  }, 60_000);

  it('passes an import down the order', async () => {
    const rightWay = "import { findUserById } from '../users/users.repository';\nexport const find = findUserById;\n";
    expect(await rulesFiredOn('server/modules/deals/right-way.ts', rightWay)).toEqual([]);
  }, 60_000);
});
