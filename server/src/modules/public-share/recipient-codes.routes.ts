import { acceptedLanguage } from '@vaultbox/common/language.ts';
import { errorResponse, messageResponse } from '@vaultbox/common/schemas/common.ts';
import {
  publicShareResponse,
  recipientCodeRequest,
  recipientVerifyRequest,
  slugParams,
} from '@vaultbox/common/schemas/public-share.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { ok } from '../../http/success-body.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { credentialsOf } from './public-share-request.http.ts';
import type { PublicShareService } from './public-share.service.ts';

/** The one answer of a code request, whether or not the address may open the link (no enumeration). */
export const RECIPIENT_CODE_SENT =
  'If this address may open the link, a code is on its way to it. It works for 10 minutes.';

/**
 * HTTP only: a recipient-verified link's code request and code check (docs/product.md, Recipient-verified links). The
 * check answers what a page load answers, with a grant bound to the proved address.
 */
export function registerRecipientCodeRoutes(app: ZodApp, shares: PublicShareService): void {
  const tags = ['public share'];

  app.post('/api/share/public/:slug/recipient/code', {
    schema: {
      tags,
      params: slugParams,
      body: recipientCodeRequest,
      response: { 200: messageResponse, ...errorResponses(400, 403, 404, 429) },
    },
    handler: async (request) => {
      const language = acceptedLanguage(request.headers['accept-language']) ?? 'en';
      await shares.requestRecipientCode(request.params.slug, request.body.email, credentialsOf(request), language);
      return ok({ message: RECIPIENT_CODE_SENT });
    },
  });

  app.post('/api/share/public/:slug/recipient/verify', {
    schema: {
      tags,
      params: slugParams,
      body: recipientVerifyRequest,
      response: { 200: publicShareResponse, ...errorResponses(400, 401, 403, 404, 429), 410: errorResponse },
    },
    handler: async (request) =>
      ok({ data: await shares.verifyRecipientCode(request.params.slug, request.body, credentialsOf(request)) }),
  });
}
