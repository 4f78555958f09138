import { z } from 'zod';
import { futureDateField, successResponse, textField } from './common.ts';
import type { ErrorCode } from '../error-codes.ts';

/**
 * What a personal API token may do (docs/product.md, API tokens). A route names the one scope it needs; `admin` is
 * offered only to admins and owners, and is refused at use when the account no longer has that role.
 */
export const API_TOKEN_SCOPES = ['read', 'upload', 'share', 'account', 'admin'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every token starts with this, so secret scanners can recognise a leaked one. */
export const API_TOKEN_PREFIX = 'vbx_';

/** How many live tokens one account may hold. */
export const API_TOKENS_MAX = 50;
export const API_TOKEN_NAME_MAX = 100;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The first characters of the token (prefix included), so a user can tell tokens apart; never the secret. */
  hint: z.string(),
  createdAt: z.string(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** Coarse: an IPv4 address with its last part as 0, an IPv6 address cut to its /64. */
  lastUsedAddress: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const createApiTokenRequest = z.strictObject({
  name: textField('Name')
    .trim()
    .min(1, 'Name is required')
    .max(API_TOKEN_NAME_MAX, `Name must be at most ${API_TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: 'Unknown scope' }), { error: 'Scopes must be a list' })
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length, 'Too many scopes'),
  /** Null or absent: the token never expires. */
  expiresAt: futureDateField.nullable().optional(),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequest>;

/** The secret is in this answer only: it is stored hashed. */
export const createApiTokenResponse = successResponse({ token: apiTokenSchema, secret: z.string() });
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponse>;

export const apiTokensResponse = successResponse({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponse>;

export const apiTokenIdParams = z.strictObject({ id: z.string().max(100) });

export const revokedApiTokensResponse = successResponse({ revoked: z.number(), message: z.string() });

/** The 403 code a token without a route's scope gets, naming the scope (docs/security.md, API tokens). */
export const SCOPE_REQUIRED_CODE = {
  read: 'SCOPE_READ_REQUIRED',
  upload: 'SCOPE_UPLOAD_REQUIRED',
  share: 'SCOPE_SHARE_REQUIRED',
  account: 'SCOPE_ACCOUNT_REQUIRED',
  admin: 'SCOPE_ADMIN_REQUIRED',
} as const satisfies Record<ApiTokenScope, ErrorCode>;

/** The roles that may give a token the `admin` scope, and whose tokens keep it (docs/security.md, API tokens). */
export const ADMIN_SCOPE_ROLES: readonly string[] = ['admin', 'owner'];
export const mayHoldAdminScope = (role: string): boolean => ADMIN_SCOPE_ROLES.includes(role);
