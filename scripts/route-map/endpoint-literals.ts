import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One endpoint path written as a string in the web's code. */
export interface EndpointLiteral {
  file: string;
  line: number;
  text: string;
}

/** A file that imports the web's API client (or takes one) talks to the API, so a path string in it is an endpoint's. */
const IMPORTS_API_CLIENT = /import\s*\{[^}]*\b(?:api|ApiClient)\b[^}]*\}\s*from\s*['"](?:\.\.?\/)+(?:lib\/)?api['"]/;
/** A string or template literal that starts with a path: `'/listings'`, `` `/listings/${id}` ``. */
const PATH_LITERAL = /(['"`])(\/[A-Za-z][^'"`\n]*)\1/g;
/** A path under /api, wherever it is written. */
const API_URL = /^\/api\//;

/** A path in an API-talking file that is the app's own screen, not an endpoint, says so on its line. */
const SCREEN_PATH_MARK = '// a screen, not an endpoint';

/** Tests and their support files (`testListings.ts`) are left out. */
const isSource = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/^test[A-Z]/.test(file);

function sourceFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/**
 * The endpoint paths written as strings in web/ (tests and web/test/ aside): every path literal in a file that
 * imports the API client, and every `/api/…` literal anywhere. Calls through the route map (web/lib/callApi.ts) write
 * none. Comments are skipped, and so is a line marked `// a screen, not an endpoint`.
 */
export function endpointLiterals(root: string): EndpointLiteral[] {
  const web = path.join(root, 'web');
  return sourceFiles(web).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const talksToApi = IMPORTS_API_CLIENT.test(text);
    return text.split('\n').flatMap((source, index) => {
      if (source.includes(SCREEN_PATH_MARK)) return [];
      const code = source.replace(/^\s*(\/\/|\/?\*).*$/, '').replace(/\s\/\/\s.*$/, '');
      return [...code.matchAll(PATH_LITERAL)]
        .filter((match) => talksToApi || API_URL.test(match[2]!))
        .map((match) => ({ file: path.relative(root, file), line: index + 1, text: match[0] }));
    });
  });
}
