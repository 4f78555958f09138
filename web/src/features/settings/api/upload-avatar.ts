import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, User } from '@vaultbox/common/schemas/user.ts';
import { buildUrl, errorFromFailure, errorFromResponse } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/auth-storage.ts';
import { storeUser } from './update-profile.ts';

/** POST /api/user/avatar, multipart field `avatar` (the JSON request helper does not send forms). */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(buildUrl('/user/avatar'), {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: token
        ? { Authorization: `Bearer ${token}`, Accept: 'application/json' }
        : { Accept: 'application/json' },
    });
  } catch (error) {
    throw errorFromFailure(error, false);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = text;
  }
  if (!response.ok) throw errorFromResponse(response.status, body);
  return (body as ProfileResponse).data.user;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (user) => storeUser(queryClient, user) });
}
