import {
  activateResponse,
  checkEmailQuery,
  checkEmailResponse,
  emailRequest,
  loginRequest,
  loginResponse,
  refreshRequest,
  refreshResponse,
  registerRequest,
  registerResponse,
  resetPasswordRequest,
  resetPasswordWithTokenRequest,
  settingsResponse,
  tokenParams,
  tokenRequest,
} from '@vaultbox/common/schemas/auth.ts';
import { acceptedLanguage } from '@vaultbox/common/language.ts';
import { messageResponse } from '@vaultbox/common/schemas/common.ts';
import type { AppContext } from '../../context.ts';
import { assertCookieOrigin, presentedToken } from '../../http/authenticate.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { byEmail, byIp, rateLimit, type RateLimits } from '../../http/rate-limits.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.ts';
import { created, ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { EmailChangeConfirmation } from '../../domain/ports.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { RegistrationService } from './registration.service.ts';
import type { SessionService } from './session.service.ts';

/** The services the auth calls use (built in services.ts). */
export interface AuthServices {
  auth: AuthService;
  registration: RegistrationService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
  emailChange: EmailChangeConfirmation;
}

export interface AuthRouteDeps extends AuthServices {
  ctx: AppContext;
  limits: RateLimits;
}

const MAIL_SENT = 'If an account with that email exists, we have sent it an email. Please check your inbox.';
const tags = ['auth'];

/** HTTP only: the calls under /api/auth (docs/product.md, Calls: Auth), translated to service calls. */
export function registerAuthRoutes(app: ZodApp, deps: AuthRouteDeps): void {
  const { auth, registration, passwordReset, sessions, emailChange, limits, ctx } = deps;
  const secureCookie = ctx.config.appUrl.startsWith('https://');
  const appOrigin = new URL(ctx.config.appUrl).origin;
  const mailLimits = [rateLimit(app, limits, 'mailPerIp', byIp), rateLimit(app, limits, 'mailPerEmail', byEmail)];
  const lookupLimits = [rateLimit(app, limits, 'lookupPerIp', byIp)];

  app.post('/api/auth/login', {
    schema: { tags, body: loginRequest, response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) } },
    handler: async (request, reply) => {
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const { data, deviceCookie: issued } = await auth.login({ ...request.body, deviceCookie }, requestMeta(request));
      setSessionCookie(reply, data.token, data.expiresAt, secureCookie);
      reply.setCookie(DEVICE_COOKIE, issued, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        path: '/api/auth/login',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return ok({ data });
    },
  });

  app.post('/api/auth/register', {
    schema: { tags, body: registerRequest, response: { 201: registerResponse, ...errorResponses(400, 409, 429) } },
    preHandler: mailLimits,
    handler: async (request, reply) => {
      // Before any preference was chosen, the browser's languages say which one the account (and its mails) get.
      const language = acceptedLanguage(request.headers['accept-language']) ?? undefined;
      return created(reply, await registration.register(request.body, requestMeta(request), language));
    },
  });

  app.post('/api/auth/logout', {
    schema: { tags, response: { 200: messageResponse, ...errorResponses(403) } },
    handler: async (request, reply) => {
      // Always succeeds and clears the cookie; a live session behind the credential is revoked.
      const presented = presentedToken(request);
      if (presented) {
        assertCookieOrigin(request, presented, appOrigin);
        const found = await sessions.authenticate(presented.token);
        if (found) await auth.logout(found.session.id, found.user.id, requestMeta(request));
      }
      clearSessionCookie(reply, secureCookie);
      return ok({ message: 'Logged out successfully' });
    },
  });

  app.post('/api/auth/refresh', {
    schema: { tags, body: refreshRequest, response: { 200: refreshResponse, ...errorResponses(400, 401) } },
    handler: async (request, reply) => {
      const tokens = await sessions.refresh(request.body.refreshToken, requestMeta(request));
      setSessionCookie(reply, tokens.token, tokens.expiresAt, secureCookie);
      return ok(tokens);
    },
  });

  app.post('/api/auth/forgot-password', {
    schema: { tags, body: emailRequest, response: { 200: messageResponse, ...errorResponses(400, 429) } },
    preHandler: mailLimits,
    handler: async (request) => {
      await passwordReset.requestReset(request.body.email, requestMeta(request));
      return ok({ message: MAIL_SENT });
    },
  });

  const resetDone = ok({ message: 'Password reset successfully. You can now sign in with your new password.' });
  app.post('/api/auth/reset-password', {
    schema: { tags, body: resetPasswordRequest, response: { 200: messageResponse, ...errorResponses(400) } },
    handler: async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.password, requestMeta(request));
      return resetDone;
    },
  });
  app.post('/api/auth/reset-password/:token', {
    schema: {
      tags,
      params: tokenParams,
      body: resetPasswordWithTokenRequest,
      response: { 200: messageResponse, ...errorResponses(400) },
    },
    handler: async (request) => {
      await passwordReset.resetPassword(request.params.token, request.body.password, requestMeta(request));
      return resetDone;
    },
  });

  // Both links a mail can carry: account activation, and the confirmation of a new e-mail address (signed in or not).
  app.post('/api/auth/verify-email', {
    schema: { tags, body: tokenRequest, response: { 200: activateResponse, ...errorResponses(400, 409) } },
    handler: async (request) => {
      const { token } = request.body;
      if (await emailChange.isChangeToken(token)) {
        const email = await emailChange.confirm(token, requestMeta(request));
        return ok({ alreadyActivated: false, message: 'Your email address has been changed.', email });
      }
      return ok(await registration.activate(token, requestMeta(request)));
    },
  });
  app.post('/api/auth/activate/:token', {
    schema: { tags, params: tokenParams, response: { 200: activateResponse, ...errorResponses(400) } },
    handler: async (request) => ok(await registration.activate(request.params.token, requestMeta(request))),
  });

  for (const url of ['/api/auth/resend-verification', '/api/auth/resend-activation']) {
    app.post(url, {
      schema: { tags, body: emailRequest, response: { 200: messageResponse, ...errorResponses(400, 429) } },
      preHandler: mailLimits,
      handler: async (request) => {
        await registration.resendActivation(request.body.email);
        return ok({ message: MAIL_SENT });
      },
    });
  }

  app.get('/api/auth/settings', {
    schema: { tags, response: { 200: settingsResponse } },
    handler: async () => ok(await auth.registrationSettings()),
  });

  app.get('/api/auth/check-email', {
    schema: { tags, querystring: checkEmailQuery, response: { 200: checkEmailResponse, ...errorResponses(400, 429) } },
    preHandler: lookupLimits,
    handler: async (request) => ok({ available: await auth.isEmailAvailable(request.query.email) }),
  });
}
