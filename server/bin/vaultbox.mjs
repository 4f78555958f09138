#!/usr/bin/env node
// The `vaultbox` command (docs/cli.md): loads the TypeScript sources through tsx, as `npm run dev` runs the server.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/run.ts');
