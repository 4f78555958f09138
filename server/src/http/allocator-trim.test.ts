import { describe, expect, it } from 'vitest';
import { allocatorTrim } from './allocator-trim.ts';

describe.runIf(process.platform === 'linux')("the allocator's trim", () => {
  it('is found on Linux (glibc through koffi) and runs', () => {
    const trim = allocatorTrim();
    expect(trim).toBeTypeOf('function');
    expect(() => trim?.()).not.toThrow();
    expect(allocatorTrim()).toBe(trim); // loaded once
  });
});
