import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDir } from './config-store.ts';
import { safeFileName } from './get-command.ts';

describe('vaultbox config folder', () => {
  it('is the OS config folder, or VAULTBOX_CONFIG_DIR', () => {
    expect(configDir({}, 'linux')).toBe(join(homedir(), '.config', 'vaultbox'));
    expect(configDir({ XDG_CONFIG_HOME: '/x/conf' }, 'linux')).toBe(join('/x/conf', 'vaultbox'));
    expect(configDir({}, 'darwin')).toBe(join(homedir(), 'Library', 'Application Support', 'vaultbox'));
    expect(configDir({ APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' }, 'win32')).toBe(
      join('C:\\Users\\ana\\AppData\\Roaming', 'vaultbox'),
    );
    expect(configDir({ VAULTBOX_CONFIG_DIR: '/tmp/v', XDG_CONFIG_HOME: '/x' }, 'linux')).toBe('/tmp/v');
  });
});

describe('a downloaded file name', () => {
  it('keeps no folder and no control characters', () => {
    expect(safeFileName('holiday.mp4')).toBe('holiday.mp4');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\temp\\a.txt')).toBe('a.txt');
    expect(safeFileName('bad\u0007\nname.txt')).toBe('badname.txt');
    expect(safeFileName('..')).toBe('download');
    expect(safeFileName('')).toBe('download');
  });
});
