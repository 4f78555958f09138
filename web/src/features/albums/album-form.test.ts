import { describe, expect, it } from 'vitest';
import type { Album } from '@vaultbox/common/schemas/albums.ts';
import { albumChanges, albumFormProblem, albumFormValues, emptyAlbumForm } from './album-form.ts';

const album: Album = {
  id: 'a1',
  name: 'Holidays',
  description: 'Summer',
  order: 'date',
  coverMediaId: null,
  fileCount: 0,
  totalSize: 0,
  fileRequestId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('album form', () => {
  it('needs a name, within the limits the server keeps', () => {
    expect(albumFormProblem(emptyAlbumForm)).toBe('form.nameRequired');
    expect(albumFormProblem({ ...emptyAlbumForm, name: '   ' })).toBe('form.nameRequired');
    expect(albumFormProblem({ ...emptyAlbumForm, name: 'x'.repeat(201) })).toBe('form.nameTooLong');
    expect(albumFormProblem({ ...emptyAlbumForm, name: 'Trip', description: 'x'.repeat(2001) })).toBe(
      'form.descriptionTooLong',
    );
    expect(albumFormProblem({ ...emptyAlbumForm, name: 'Trip' })).toBeNull();
  });

  it('sends only what changed, trimmed', () => {
    expect(albumChanges(album, albumFormValues(album))).toEqual({});
    expect(albumChanges(album, { name: ' Holidays ', description: 'Summer', order: 'manual' })).toEqual({
      order: 'manual',
    });
    expect(albumChanges(album, { name: 'Trips', description: '', order: 'date' })).toEqual({
      name: 'Trips',
      description: '',
    });
  });
});
