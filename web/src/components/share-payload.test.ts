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
        ...emptyShareForm(),
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

describe('the leak alert of a new share', () => {
  it('starts on at 20 visitors without a pause, which the server does by default, so nothing more is sent', () => {
    expect(emptyShareForm()).toMatchObject({ leakAlert: true, leakAlertVisitors: '20', leakAutoPause: false });
    const built = buildSharePayload('m1', emptyShareForm(), now);
    expect(built.ok && built.payload).not.toHaveProperty('leakAlertVisitors');
    expect(built.ok && built.payload).not.toHaveProperty('leakAutoPause');
  });
  it('sends null when off (and never a pause without the alert), else its threshold and the pause', () => {
    expect(buildSharePayload('m1', { ...emptyShareForm(), leakAlert: false, leakAutoPause: true }, now)).toEqual({
      ok: true,
      payload: { mediaFileId: 'm1', allowEmbedding: false, stripMetadata: false, leakAlertVisitors: null },
    });
    expect(
      buildSharePayload('m1', { ...emptyShareForm(), leakAlertVisitors: ' 5 ', leakAutoPause: true }, now),
    ).toEqual({
      ok: true,
      payload: {
        mediaFileId: 'm1',
        allowEmbedding: false,
        stripMetadata: false,
        leakAlertVisitors: 5,
        leakAutoPause: true,
      },
    });
  });
  it.each(['', '0', '-3', '2.5', 'twenty', '100001'])('refuses %j visitors while the alert is on', (visitors) => {
    expect(buildSharePayload('m1', { ...emptyShareForm(), leakAlertVisitors: visitors }, now)).toEqual({
      ok: false,
      error: 'errors.leakAlertVisitors',
    });
    expect(
      buildSharePayload('m1', { ...emptyShareForm(), leakAlert: false, leakAlertVisitors: visitors }, now).ok,
    ).toBe(true);
  });
});

describe('buildSharePayload for several files (docs/product.md, Multi-file shares)', () => {
  it('sends the selection with its title when one is typed, and the album alone', () => {
    expect(
      buildSharePayload({ kind: 'selection', mediaFileIds: ['a', 'b'], title: ' Trip ' }, emptyShareForm(), now),
    ).toEqual({
      ok: true,
      payload: { mediaFileIds: ['a', 'b'], title: 'Trip', allowEmbedding: false, stripMetadata: false },
    });
    expect(buildSharePayload({ kind: 'selection', mediaFileIds: ['a'], title: '  ' }, emptyShareForm(), now)).toEqual({
      ok: true,
      payload: { mediaFileIds: ['a'], allowEmbedding: false, stripMetadata: false },
    });
    expect(buildSharePayload({ kind: 'album', albumId: 'al1' }, emptyShareForm(null, true), now)).toEqual({
      ok: true,
      payload: { albumId: 'al1', allowEmbedding: false, stripMetadata: true },
    });
  });
  it('refuses an empty selection', () => {
    expect(buildSharePayload({ kind: 'selection', mediaFileIds: [] }, emptyShareForm(), now)).toEqual({
      ok: false,
      error: 'errors.mediaRequired',
    });
  });
});
