import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import in the web's production code, from one file to another (paths relative to the project root). */
export interface WebImport {
  from: string;
  to: string;
}

/** What the boundaries look like: the counts issue #30 names, and what makes them up. */
export interface WebBoundaries {
  /** `from → to` between two different folders of web/features, each pair once. */
  featurePairs: string[];
  /** Import lines from web/app/layout into web/features. */
  layoutToFeature: WebImport[];
  /** Groups of files that import each other in a loop (strongly connected, two files or more). */
  loops: string[][];
}

/** Tests and the web's test helpers are left out: they may reach anywhere to set up and check. */
const isProduction = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return isProduction(entry.name) ? [full] : [];
  });
}

/** Every specifier a file imports: static imports (types too), re-exports and dynamic `import()`. */
export function importSpecifiers(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate)) ?? null;
}

/** The web's production files and the imports between them (packages, contracts and assets left out). */
export function webImports(root: string): WebImport[] {
  const web = path.join(root, 'web');
  return sourceFiles(web).flatMap((file) =>
    importSpecifiers(file, readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolveRelative(file, specifier);
      if (!target || !target.startsWith(web + path.sep)) return [];
      return [{ from: path.relative(root, file), to: path.relative(root, target) }];
    }),
  );
}

const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file.split(path.sep).join('/'))?.[1] ?? null;

/** Files in loops: Tarjan's strongly connected components with more than one file (or a file importing itself). */
export function importLoops(imports: readonly WebImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (next.get(file) ?? []).includes(file)) loops.push(group.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) connect(file);
  return loops;
}

/** The feature boundaries of web/ as they are in the tree under `root`. */
export function webBoundaries(root: string): WebBoundaries {
  const imports = webImports(root);
  const pairs = new Set<string>();
  for (const { from, to } of imports) {
    const [source, target] = [featureOf(from), featureOf(to)];
    if (source && target && source !== target) pairs.add(`${source} → ${target}`);
  }
  const layoutToFeature = imports.filter(({ from, to }) => from.startsWith(path.join('web', 'app', 'layout')) && featureOf(to));
  return { featurePairs: [...pairs].sort(), layoutToFeature, loops: importLoops(imports) };
}

// Run directly (`npx tsx scripts/web-boundaries/web-boundaries.ts`): print the counts for the note.
if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const { featurePairs, layoutToFeature, loops } = webBoundaries(path.resolve('.'));
  console.log(`feature → feature import pairs: ${featurePairs.length}`);
  for (const pair of featurePairs) console.log(`  ${pair}`);
  console.log(`web/app/layout → feature imports: ${layoutToFeature.length}`);
  for (const { from, to } of layoutToFeature) console.log(`  ${from} → ${to}`);
  console.log(`import loops: ${loops.length}`);
  for (const loop of loops) console.log(`  ${loop.join(' ⇄ ')}`);
}
