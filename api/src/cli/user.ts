import { runCli } from './run-cli';
import { runUserCommand } from './user-command';

runCli(runUserCommand);
