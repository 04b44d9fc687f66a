import { runRestoreCommand } from './restore-command';
import { runCli } from './run-cli';

runCli(runRestoreCommand);
