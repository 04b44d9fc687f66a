// Takes backups of DATA_DIR's embedded database into BACKUP_DIR one after another until it is killed, printing each
// file as it is complete: the subject of backup/kill-during-backup.test.ts.
import { connectPGlite } from '../../db/connect';
import { backupSourceOf, takeBackup } from '../take-backup';

const dataDir = process.env.DATA_DIR!;
const dir = process.env.BACKUP_DIR!;
const handle = await connectPGlite(dataDir);
const source = backupSourceOf(handle, null);
for (;;) {
  const written = await takeBackup(source, { dir, keep: 1000 });
  process.stdout.write(`${written.file}\n`);
}
