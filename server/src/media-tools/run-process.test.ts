import { describe, expect, it } from 'vitest';
import { lastLine, runProcess } from './run-process.ts';

const node = process.execPath;

describe('runProcess', () => {
  it('collects stdout and the exit code', async () => {
    const run = await runProcess(node, ['-e', 'process.stdout.write("hi"); process.exit(3)'], {
      timeoutMs: 10_000,
      maxStdoutBytes: 100,
    });
    expect(run).toMatchObject({ code: 3, failure: undefined });
    expect(run.stdout.toString()).toBe('hi');
  });

  it('kills a process that runs past its timeout', async () => {
    const started = Date.now();
    const run = await runProcess(node, ['-e', 'setInterval(() => {}, 1000)'], { timeoutMs: 300, maxStdoutBytes: 100 });
    expect(run.failure).toMatch(/timed out/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops a process whose output grows past the cap', async () => {
    const run = await runProcess(node, ['-e', 'setInterval(() => process.stdout.write("x".repeat(1e5)), 1)'], {
      timeoutMs: 10_000,
      maxStdoutBytes: 1_000_000,
    });
    expect(run.failure).toMatch(/output larger/);
    expect(run.stdout.length).toBeLessThanOrEqual(1_000_000);
  });

  it('reports a missing program instead of throwing', async () => {
    const run = await runProcess('/nonexistent/ffmpeg', ['-version'], { timeoutMs: 1_000, maxStdoutBytes: 100 });
    expect(run.code).toBeNull();
    expect(run.failure).toMatch(/could not run/);
  });

  it('passes arguments verbatim, with no shell to interpret them', async () => {
    const run = await runProcess(node, ['-e', 'process.stdout.write(process.argv[1])', '$(echo pwned); rm -rf /'], {
      timeoutMs: 10_000,
      maxStdoutBytes: 100,
    });
    expect(run.stdout.toString()).toBe('$(echo pwned); rm -rf /');
  });
});

describe('lastLine', () => {
  it('picks the last non-empty line', () => {
    expect(lastLine('first\nsecond\n\n')).toBe('second');
    expect(lastLine('')).toBe('');
  });
});
