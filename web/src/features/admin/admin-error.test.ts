import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { adminErrorText } from './admin-error.ts';

describe('adminErrorText', () => {
  it("prefers the server's error field", () => {
    const error = new ApiError({ message: 'Username is already taken', kind: 'http', status: 409, fromServer: true });
    expect(adminErrorText(error, 'Failed to create user')).toBe('Username is already taken');
  });
  it('falls back to the screen sentence for a bare status', () => {
    const error = new ApiError({ message: 'Server error. Please try again later.', kind: 'http', status: 500 });
    expect(adminErrorText(error, 'Failed to create user')).toBe('Failed to create user');
    expect(adminErrorText(new Error('boom'), 'Failed to delete user')).toBe('Failed to delete user');
  });
  it('says when the server could not be reached', () => {
    const error = new ApiError({
      message: 'Network error. Please check your connection and try again.',
      kind: 'network',
    });
    expect(adminErrorText(error, 'Failed to fetch users')).toBe(error.message);
  });
});
