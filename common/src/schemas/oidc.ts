import { z } from 'zod';
import { PASSWORD_MAX } from '../constants.ts';
import { successResponse, textField } from './common.ts';

// Single sign-on with an OpenID Connect provider (docs/product.md, Single sign-on) and the linked identities of
// Settings > Security (docs/security.md, Single sign-on).

/** What a callback left for the web app to finish, named by the one-time ticket in the redirect's fragment. */
export const OIDC_TICKET_KINDS = ['session', 'link', 'register'] as const;
export type OidcTicketKind = (typeof OIDC_TICKET_KINDS)[number];

/** Why a callback was refused: the `reason` of the redirect to /oidc/error; the web has a sentence for each. */
export const OIDC_FAILURES = [
  'state_mismatch',
  'provider_error',
  'email_unverified',
  'email_missing',
  'identity_taken',
  'account_disabled',
  'not_activated',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];

const ticketField = textField('Ticket').trim().min(1, 'Ticket is required').max(200, 'Ticket is too long');
const twoFactorField = textField('Two-factor code').trim().max(64, 'Two-factor code is too long').optional();

export const oidcTicketRequest = z.strictObject({ ticket: ticketField });

export const oidcPendingResponse = successResponse({
  kind: z.enum(OIDC_TICKET_KINDS),
  /** The provider's name (OIDC_NAME). */
  provider: z.string(),
  /** The address of the account to link (kind link) or of the account to create (kind register). */
  email: z.string(),
});
export type OidcPendingResponse = z.infer<typeof oidcPendingResponse>;

export const oidcSessionRequest = z.strictObject({ ticket: ticketField, twoFactorCode: twoFactorField });

export const oidcLinkRequest = z.strictObject({
  ticket: ticketField,
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  twoFactorCode: twoFactorField,
});

export const oidcRegisterRequest = z.strictObject({
  ticket: ticketField,
  inviteCode: textField('Invite code').trim().min(1, 'Invite code is required').max(100, 'Invite code is too long'),
});

export const identitySchema = z.object({
  id: z.string(),
  issuer: z.string(),
  /** The provider's name as configured (OIDC_NAME), or the issuer's host for an identity of another provider. */
  provider: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Identity = z.infer<typeof identitySchema>;

export const identitiesResponse = successResponse({
  identities: z.array(identitySchema),
  /** False for an account made by single sign-on that has not chosen a password yet. */
  hasPassword: z.boolean(),
  /** The provider to link, or null when single sign-on is not configured. */
  provider: z.string().nullable(),
});
export type IdentitiesResponse = z.infer<typeof identitiesResponse>;

export const identityIdParams = z.strictObject({ id: z.string().min(1).max(100) });

export const linkStartResponse = successResponse({
  /** The provider's authorization address the browser goes to. */
  redirectUrl: z.string(),
});
export type LinkStartResponse = z.infer<typeof linkStartResponse>;
