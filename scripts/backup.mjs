// `npm run backup`: writes one archive of the database and uploads into BACKUP_DIR (see README, Backups).
import { serverEntry } from './server-bundle.mjs';

await import(serverEntry('backup-cli.js'));
