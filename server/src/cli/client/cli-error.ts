/** A failure the user should read as one sentence (the server's own where it gave one); the command exits non-zero. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 'CLI_ERROR',
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
