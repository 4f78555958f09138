#!/usr/bin/env node
// The `vaultbox` command (docs/cli.md): loads the TypeScript sources through tsx, as the server does.
import { register } from 'tsx/esm/api';

register();
const { buildProgram } = await import('../src/cli/vaultbox.ts');
await buildProgram().parseAsync(process.argv);
