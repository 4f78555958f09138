import { accessSync, constants } from 'node:fs';
import path from 'node:path';

/** Absolute path of an executable found on PATH, or null. */
export function findOnPath(name: string): string | null {
  const names = process.platform === 'win32' ? [`${name}.exe`, name] : [name];
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const candidate of names.map((n) => path.join(dir, n))) {
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
