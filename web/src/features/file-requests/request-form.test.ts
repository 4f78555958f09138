import { describe, expect, it } from 'vitest';
import type { FileRequest } from '@vaultbox/common/schemas/file-requests.ts';
import { createBody, emptyRequestForm, requestChanges, requestFormProblem, requestFormValues } from './request-form.ts';

const request: FileRequest = {
  id: 'r1',
  slug: 'abc',
  url: 'http://x/request/abc',
  title: 'Photos',
  message: '',
  hasPassword: true,
  expiresAt: null,
  maxFiles: 5,
  maxTotalSize: 10 * 1024 * 1024,
  allowedTypes: ['image'],
  requireName: false,
  showUploads: false,
  isActive: true,
  albumId: 'a1',
  uploadCount: 0,
  totalSize: 0,
  lastUploadAt: null,
  newUploads: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the file request form', () => {
  it('sends only what was given when creating', () => {
    const body = createBody({ ...emptyRequestForm, title: ' Party ', maxFiles: '3', maxTotalSizeMb: '2' });
    expect(body).toEqual({
      title: 'Party',
      message: '',
      allowedTypes: [],
      requireName: false,
      showUploads: false,
      maxFiles: 3,
      maxTotalSize: 2 * 1024 * 1024,
    });
  });

  it('refuses an empty title and a count that is not a whole number', () => {
    expect(requestFormProblem(emptyRequestForm)).toBe('form.titleRequired');
    expect(requestFormProblem({ ...emptyRequestForm, title: 'x', maxFiles: '1.5' })).toBe('form.badNumber');
    expect(requestFormProblem({ ...emptyRequestForm, title: 'x', maxFiles: '0' })).toBe('form.badNumber');
    expect(requestFormProblem({ ...emptyRequestForm, title: 'x', maxFiles: '' })).toBeNull();
  });

  it('sends only the changes when editing, null to clear', () => {
    const values = requestFormValues(request);
    expect(requestChanges(request, values)).toEqual({});
    expect(requestChanges(request, { ...values, maxFiles: '', removePassword: true, showUploads: true })).toEqual({
      maxFiles: null,
      password: null,
      showUploads: true,
    });
  });
});
