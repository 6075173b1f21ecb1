// `npm run restore FILE`: restores an archive of `npm run backup` onto an empty DATA_DIR (see README, Backups).
import { serverEntry } from './server-bundle.mjs';

await import(serverEntry('restore-cli.js'));
