import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHeadCollector } from './head-collector.ts';

async function passThrough(input: Buffer[], limit?: number) {
  const collector = createHeadCollector(limit);
  const received: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk);
      callback();
    },
  });
  await pipeline(Readable.from(input), collector.stream, sink);
  return { head: await collector.head, output: Buffer.concat(received) };
}

describe('createHeadCollector', () => {
  it('copies the first bytes aside and passes every byte through unchanged', async () => {
    const data = randomBytes(100_000);
    const chunks = Array.from({ length: 100 }, (_, i) => data.subarray(i * 1000, (i + 1) * 1000));
    const { head, output } = await passThrough(chunks);
    expect(head.equals(data.subarray(0, 4100))).toBe(true);
    expect(output.equals(data)).toBe(true);
  });

  it('gives the whole content of a stream shorter than the limit', async () => {
    const { head } = await passThrough([Buffer.from('tiny')], 10);
    expect(head.toString()).toBe('tiny');
  });

  it('resolves the head before the stream ends, once enough bytes went by', async () => {
    const collector = createHeadCollector(8);
    collector.stream.resume();
    collector.stream.write(Buffer.from('0123456789'));
    expect((await collector.head).toString()).toBe('01234567');
    collector.stream.end();
  });

  it('resolves with what it has when the stream fails', async () => {
    const collector = createHeadCollector(100);
    collector.stream.write(Buffer.from('abc'));
    collector.stream.destroy(new Error('client went away'));
    collector.stream.on('error', () => undefined);
    expect((await collector.head).toString()).toBe('abc');
  });
});
