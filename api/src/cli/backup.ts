import { runBackupCommand } from './backup-command';
import { runCli } from './run-cli';

runCli(runBackupCommand);
