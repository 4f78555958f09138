import { describe, expect, it } from 'vitest';
import { stripsMetadataByDefault } from '@vaultbox/common/strippable-types.ts';
import { buildSharePayload, emptyShareForm, positiveInt, toLocalInput } from './share-payload.ts';

const now = Date.parse('2030-01-01T12:00:00Z');

describe('buildSharePayload', () => {
  it('sends only the file and the two flags when nothing else is filled', () => {
    expect(buildSharePayload('m1', emptyShareForm(), now)).toEqual({
      ok: true,
      payload: { mediaFileId: 'm1', allowEmbedding: false, stripMetadata: false },
    });
    expect(buildSharePayload('m1', emptyShareForm('video/mp4'), now)).toEqual({
      ok: true,
      payload: { mediaFileId: 'm1', allowEmbedding: false, stripMetadata: true },
    });
  });
  it('parses numbers as integers and keeps filled fields', () => {
    const result = buildSharePayload(
      'm1',
      {
        expiresAt: '2030-02-01T10:00:00Z',
        maxViews: '10',
        maxDownloads: ' 3 ',
        password: 'abcd',
        allowEmbedding: true,
        stripMetadata: false,
      },
      now,
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        mediaFileId: 'm1',
        allowEmbedding: true,
        stripMetadata: false,
        expiresAt: '2030-02-01T10:00:00.000Z',
        maxViews: 10,
        maxDownloads: 3,
        password: 'abcd',
      },
    });
  });
  it('treats blank limits and an empty password as not filled', () => {
    const result = buildSharePayload(
      'm1',
      { ...emptyShareForm(), maxViews: '  ', maxDownloads: '', expiresAt: ' ' },
      now,
    );
    expect(result).toEqual({ ok: true, payload: { mediaFileId: 'm1', allowEmbedding: false, stripMetadata: false } });
  });
  it('rejects each bad field with its message', () => {
    const form = emptyShareForm();
    expect(buildSharePayload('', form, now)).toEqual({ ok: false, error: 'errors.mediaRequired' });
    expect(buildSharePayload('m', { ...form, expiresAt: '2029-12-31T00:00:00Z' }, now)).toEqual({
      ok: false,
      error: 'errors.expiryFuture',
    });
    expect(buildSharePayload('m', { ...form, expiresAt: 'not a date' }, now)).toEqual({
      ok: false,
      error: 'errors.expiryFuture',
    });
    expect(buildSharePayload('m', { ...form, maxViews: '0' }, now)).toEqual({ ok: false, error: 'errors.maxViews' });
    expect(buildSharePayload('m', { ...form, maxViews: '1.5' }, now)).toEqual({ ok: false, error: 'errors.maxViews' });
    expect(buildSharePayload('m', { ...form, maxDownloads: '-2' }, now)).toEqual({
      ok: false,
      error: 'errors.maxDownloads',
    });
    expect(buildSharePayload('m', { ...form, password: 'abc' }, now)).toEqual({ ok: false, error: 'errors.password' });
  });
});

describe('emptyShareForm (the server default of a new share)', () => {
  it.each([
    ['image/jpeg', true],
    ['video/3gpp', true],
    ['image/svg+xml', false],
    ['video/x-flv', false],
    ['audio/mpeg', false],
    ['application/pdf', false],
    [null, false],
  ] as const)('%s: %s', (mimeType, strip) => {
    expect(emptyShareForm(mimeType).stripMetadata).toBe(strip);
    expect(stripsMetadataByDefault(mimeType ?? '')).toBe(strip);
  });
});

describe('positiveInt', () => {
  it('accepts whole numbers from 1 and nothing else', () => {
    expect(positiveInt('1')).toBe(1);
    expect(positiveInt(' 42 ')).toBe(42);
    for (const bad of ['0', '-1', '2.5', '1e3', 'abc', '', '99999999999999999999'])
      expect(positiveInt(bad), bad).toBeNull();
  });
});

describe('toLocalInput', () => {
  it('renders an instant as a datetime-local value that reads back as the same minute', () => {
    const iso = '2031-06-15T08:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).toISOString()).toBe(iso);
  });
  it('is empty for no date or a bad one', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nope')).toBe('');
  });
});
