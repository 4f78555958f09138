import type { z } from 'zod';
import {
  backupCodesResponse,
  passwordOnlyRequest,
  twoFactorConfirmRequest,
  twoFactorSetupResponse,
} from '@vaultbox/common/schemas/account-security.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import { currentSession } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byUser, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/**
 * HTTP only: POST /api/user/2fa/{enable, confirm, disable, backup-codes}. Enable, disable and
 * backup-codes carry the current password; confirm carries a code of the secret that enable handed out.
 */
export function registerTwoFactorRoutes(app: ZodApp, twoFactor: TwoFactorService, limits: RateLimits): void {
  // Each of these checks a code or the password: a stolen session gets a few guesses, not many.
  const guessLimit = [rateLimit(app, limits, 'accountSecretPerUser', byUser)];
  /** The schema and limit of a call that checks a guess; spread into the route, so its handler stays typed. */
  const guessing = <Body extends z.ZodType, Answer extends z.ZodType>(body: Body, answer: Answer) => ({
    schema: { body, response: { 200: answer, ...errorResponses(400, 401, 409, 429) } },
    preHandler: guessLimit,
  });

  app.post('/api/user/2fa/enable', {
    config: { scope: 'session' },
    ...guessing(passwordOnlyRequest, twoFactorSetupResponse),
    handler: async (request) => ok(await twoFactor.startSetup(currentSession(request).user, request.body.password)),
  });

  app.post('/api/user/2fa/confirm', {
    config: { scope: 'session' },
    ...guessing(twoFactorConfirmRequest, backupCodesResponse),
    handler: async (request) => {
      const codes = await twoFactor.confirm(currentSession(request).user, request.body.token, requestMeta(request));
      return ok({ message: 'Two-factor authentication is on', backupCodes: codes });
    },
  });

  app.post('/api/user/2fa/disable', {
    config: { scope: 'session' },
    ...guessing(passwordOnlyRequest, messageResponse),
    handler: async (request) => {
      await twoFactor.disable(currentSession(request).user, request.body.password, requestMeta(request));
      return ok({ message: 'Two-factor authentication is off' });
    },
  });

  app.post('/api/user/2fa/backup-codes', {
    config: { scope: 'session' },
    ...guessing(passwordOnlyRequest, backupCodesResponse),
    handler: async (request) => {
      const user = currentSession(request).user;
      const codes = await twoFactor.regenerateBackupCodes(user, request.body.password, requestMeta(request));
      return ok({ message: 'New backup codes created; the old ones no longer work', backupCodes: codes });
    },
  });
}
