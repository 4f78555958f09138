import {
  changePasswordRequest,
  deleteAccountRequest,
  emailChangedResponse,
  emailChangeTokenRequest,
} from '@vaultbox/common/schemas/account.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  preferencesResponse,
  preferencesUpdateSchema,
  profileResponse,
  updateProfileRequest,
} from '@vaultbox/common/schemas/user.ts';
import { currentSession, currentUserId } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byUser, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { DeleteAccountService } from './delete-account.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import type { UserService } from './user.service.ts';

export interface UserRouteDeps {
  users: UserService;
  passwords: PasswordChangeService;
  deletion: DeleteAccountService;
  limits: RateLimits;
  secureCookie: boolean;
}

/** HTTP only: the signed-in user's profile, preferences, password, e-mail change and deletion. */
export function registerUserRoutes(app: ZodApp, deps: UserRouteDeps): void {
  const { users, passwords, deletion } = deps;
  // Calls that check the password: a stolen session gets a few guesses, not many.
  const guessLimit = [rateLimit(app, deps.limits, 'accountSecretPerUser', byUser)];
  const passwordGuessLimit = guessLimit[0];

  app.get('/api/user/profile', {
    config: { scope: 'account' },
    schema: { response: { 200: profileResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: { user: await users.getProfile(currentUserId(request)) } }),
  });

  app.put('/api/user/profile', {
    config: { scope: 'account' },
    schema: {
      body: updateProfileRequest,
      response: { 200: profileResponse, ...errorResponses(400, 401, 403, 409, 429) },
    },
    // Only an e-mail change carries the password; other profile edits are not guesses. Moving the account to another
    // mailbox is a security change no API token makes (docs/security.md, API tokens).
    preHandler: async (request, reply) => {
      if (request.body.email !== undefined || request.body.currentPassword !== undefined) currentSession(request);
      if (request.body.currentPassword !== undefined) await passwordGuessLimit(request, reply);
    },
    handler: async (request) => {
      const user = await users.updateProfile(currentUserId(request), request.body, requestMeta(request));
      return ok({ data: { user } });
    },
  });

  app.get('/api/user/preferences', {
    config: { scope: 'account' },
    schema: { response: { 200: preferencesResponse, ...errorResponses(401) } },
    handler: async (request) => ok({ data: { preferences: await users.getPreferences(currentUserId(request)) } }),
  });

  app.put('/api/user/preferences', {
    config: { scope: 'account' },
    schema: {
      body: preferencesUpdateSchema,
      response: { 200: preferencesResponse, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      ok({ data: { preferences: await users.updatePreferences(currentUserId(request), request.body) } }),
  });

  app.put('/api/user/password', {
    config: { scope: 'session' },
    schema: { body: changePasswordRequest, response: { 200: messageResponse, ...errorResponses(400, 401, 429) } },
    preHandler: guessLimit,
    handler: async (request) => {
      const { currentPassword, newPassword } = request.body;
      await passwords.change(currentSession(request), currentPassword, newPassword, requestMeta(request));
      return ok({ message: 'Password changed successfully' });
    },
  });

  app.post('/api/user/verify-email', {
    config: { scope: 'session' },
    schema: { response: { 200: messageResponse, ...errorResponses(401, 409) } },
    handler: async (request) => {
      const to = await users.emailChange.resend(currentSession(request).user);
      return ok({ message: `We sent a new confirmation link to ${to}.` });
    },
  });

  app.post('/api/user/verify-email/confirm', {
    config: { scope: 'session' },
    schema: {
      body: emailChangeTokenRequest,
      response: { 200: emailChangedResponse, ...errorResponses(400, 401, 409) },
    },
    handler: async (request) => {
      const email = await users.emailChange.confirm(request.body.token, requestMeta(request), currentUserId(request));
      return ok({ message: 'Your email address has been changed.', email });
    },
  });

  app.post('/api/user/delete-account', {
    config: { scope: 'session' },
    schema: {
      body: deleteAccountRequest,
      response: { 200: messageResponse, ...errorResponses(400, 401, 409, 429) },
    },
    preHandler: guessLimit,
    handler: async (request, reply) => {
      await deletion.deleteOwn(currentSession(request).user, request.body.password, request.body.twoFactorCode);
      clearSessionCookie(reply, deps.secureCookie);
      return ok({ message: 'Account deleted successfully' });
    },
  });
}
