// Runs a release command when its file is the script node was started with: prints what it did, or its refusal on
// stderr with exit code 1.
import { fileURLToPath } from 'node:url';

export function runCommand(moduleUrl, command) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  try {
    console.log(command(process.argv.slice(2)));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
