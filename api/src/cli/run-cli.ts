/** The IO of a CLI command: a line to standard output or to standard error. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

type CliCommand = (args: string[], env: Record<string, string | undefined>, io: CliIo) => Promise<number>;

/**
 * Runs a CLI command with this process's arguments, environment and streams; an unexpected error exits 1 with its
 * stack.
 */
export function runCli(command: CliCommand): void {
  command(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
