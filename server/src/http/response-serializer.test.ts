import { readdirSync } from 'node:fs';
import { mediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const file = (n: number) => ({
  id: `id-${n}`,
  _id: `id-${n}`,
  title: `Sunset "at" the harbour ${n} \u2028 été`,
  filename: `f${n}.jpg`,
  originalName: `IMG_${n}.jpg`,
  description: 'line one\nline two </script>',
  size: 123_456 + n,
  mimeType: 'image/jpeg',
  category: 'image',
  tags: ['sunset', 'harbour'],
  viewCount: 3,
  downloadCount: 0,
  isPublic: false,
  isEncrypted: true,
  thumbnailState: 'ready',
  previewState: 'none',
  previewFailure: null,
  previewMimeType: null,
  fromOutside: false,
  metadata: { duration: null, width: 4000, height: 3000 },
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  // What a row may carry that the contract does not name: never sent.
  ownerId: 'someone',
  storageKey: 'blobs/secret',
});

describe('the response serializer', () => {
  const page = { success: true, data: { files: [file(1), file(2)], page: 1, limit: 50, total: 2, totalPages: 1 } };

  it('writes what the zod serializer wrote, byte for byte', () => {
    const zod = zodSerializerCompiler({ schema: mediaListResponse, method: 'GET', url: '/test', httpStatus: '200' });
    expect(serializerFor(mediaListResponse)(page)).toBe(zod(page));
  });

  it('sends only the fields the schema names', () => {
    const sent = JSON.parse(serializerFor(mediaListResponse)(page));
    expect(sent.data.files[0]).not.toHaveProperty('ownerId');
    expect(sent.data.files[0]).not.toHaveProperty('storageKey');
    expect(Object.keys(sent.data.files[0])).toEqual(
      Object.keys(mediaListResponse.shape.data.shape.files.element.shape),
    );
  });

  it('fails rather than send an answer without a field the contract requires', () => {
    const { title: _left, ...withoutTitle } = file(1);
    expect(() => serializerFor(mediaListResponse)({ ...page, data: { ...page.data, files: [withoutTitle] } })).toThrow(
      /title/,
    );
  });

  it('keeps zod for a schema that JSON Schema cannot express', () => {
    const serialize = serializerFor(z.object({ at: z.date() }));
    expect(serialize({ at: new Date(0), extra: 1 })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });
});

describe('every answer of the contract', () => {
  // Compiled at a route's first answer: a schema that failed to compile would fail that route's every answer.
  it('compiles, each response schema of common/src/schemas', async () => {
    const folder = new URL('../../../common/src/schemas/', import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    const responses: [string, z.ZodType][] = [];
    for (const file of files) {
      const exports: Record<string, unknown> = await import(new URL(file, folder).href);
      for (const [name, value] of Object.entries(exports)) {
        if (name.endsWith('Response') && value instanceof z.ZodType) responses.push([name, value]);
      }
    }
    expect(responses.length).toBeGreaterThanOrEqual(40);
    for (const [name, schema] of responses) {
      expect(() =>
        compileResponseSerializer({ schema, method: 'GET', url: `/${name}`, httpStatus: '200' }),
      ).not.toThrow();
    }
  });
});
