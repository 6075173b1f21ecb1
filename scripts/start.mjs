// `npm start`: (re)builds the SPA and the server bundle when they are missing or older than their sources,
// then runs the server.
import { run, serverEntry, stale } from './server-bundle.mjs';

if (stale('dist/web/index.html', ['web', 'contracts'])) run('build:web', 'the web app');
const main = serverEntry('main.js');
process.env.NODE_ENV ??= 'production';
await import(main);
