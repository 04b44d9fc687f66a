import { runMoveToPostgresCommand } from './move-to-postgres-command';
import { runCli } from './run-cli';

runCli(runMoveToPostgresCommand);
