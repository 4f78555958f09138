import { describe, expect, it } from 'vitest';
import { ByteQueue } from './byte-queue.ts';

describe('ByteQueue', () => {
  it('hands out exact slices across piece boundaries, in order', () => {
    const queue = new ByteQueue();
    queue.push(Buffer.from('abc'));
    queue.push(Buffer.alloc(0));
    queue.push(new Uint8Array([100, 101]));
    queue.push(Buffer.from('fghij'));
    expect(queue.length).toBe(10);
    expect(queue.take(2).toString()).toBe('ab');
    expect(queue.take(4).toString()).toBe('cdef');
    expect(queue.take(0)).toHaveLength(0);
    expect(queue.take(4).toString()).toBe('ghij');
    expect(queue.length).toBe(0);
  });

  it('refuses to take more than it holds', () => {
    const queue = new ByteQueue();
    queue.push(Buffer.from('ab'));
    expect(() => queue.take(3)).toThrow(RangeError);
  });
});
