import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Whether the identifier is read as a value: not inside a type, an interface or a type alias (class `extends` is a value). */
function isValueUse(node: ts.Identifier): boolean {
  for (let up: ts.Node = node; up.parent; up = up.parent) {
    const parent = up.parent;
    if (ts.isHeritageClause(parent)) return parent.token === ts.SyntaxKind.ExtendsKeyword && ts.isClassLike(parent.parent);
    if (ts.isTypeNode(up) || ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent)) return false;
    if (ts.isImportDeclaration(parent)) return false;
  }
  return true;
}

/**
 * The specifiers a TypeScript module imports at run time, as the bundler sees them once types are erased: no `import
 * type`, no import whose bindings are all types or used only in types, no dynamic `import()`; side-effect imports and
 * re-exports (`export … from`) count. Errs towards counting an import (a shadowing local counts as a use).
 */
export function valueImports(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const valueNames = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && isValueUse(node)) valueNames.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);

  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = !clause
        ? null
        : [
            ...(clause.name ? [clause.name.text] : []),
            ...(clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? [clause.namedBindings.name.text] : []),
            ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
              ? clause.namedBindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
              : []),
          ];
      if (bindings === null || bindings.some((name) => valueNames.has(name))) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.exportClause && ts.isNamedExports(statement.exportClause) ? statement.exportClause.elements : null;
      if (statement.isTypeOnly || named?.every((element) => element.isTypeOnly)) continue;
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

const SOURCE = /\.tsx?$/;
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * The app's module graph read from its sources (no build): a relative import resolves to its .ts/.tsx file (an asset
 * such as .scss stays a leaf), a package to `<root>/node_modules/<name>/`, a leaf too.
 */
export function sourceGraph(root: string): (id: string) => string[] {
  const cache = new Map<string, string[]>();
  const resolve = (from: string, specifier: string) => {
    if (!specifier.startsWith('.')) return `${path.join(root, 'node_modules', specifier)}${path.sep}`;
    const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
    return candidates.find(isFile) ?? base;
  };
  return (id) => {
    let imports = cache.get(id);
    if (!imports) {
      imports = SOURCE.test(id) && isFile(id) ? valueImports(id, readFileSync(id, 'utf8')).map((specifier) => resolve(id, specifier)) : [];
      cache.set(id, imports);
    }
    return imports;
  };
}
