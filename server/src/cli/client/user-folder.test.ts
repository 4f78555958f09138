import { describe, expect, it } from 'vitest';
import { userFolder } from './user-folder.ts';

describe('the folder relative paths are read from', () => {
  it('is npm INIT_CWD under `npm run cli`, else the process folder', () => {
    expect(userFolder({ npm_lifecycle_event: 'cli', INIT_CWD: '/home/ana/photos' })).toBe('/home/ana/photos');
    // Another npm script (a test run) that starts the CLI: its own folder counts.
    expect(userFolder({ npm_lifecycle_event: 'test', INIT_CWD: '/elsewhere' })).toBe(process.cwd());
    expect(userFolder({})).toBe(process.cwd());
  });
});
