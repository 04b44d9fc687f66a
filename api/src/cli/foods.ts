import { runFoodsCommand } from './foods-command';
import { runCli } from './run-cli';

runCli(runFoodsCommand);
