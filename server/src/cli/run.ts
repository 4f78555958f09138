import { buildProgram } from './vaultbox.ts';

// The `vaultbox` command's start: server/bin/vaultbox.mjs loads it through tsx; the CLI tests run it bundled.
await buildProgram().parseAsync(process.argv);
