import { z } from 'zod';
import { successResponse, textField } from './common.ts';
import { authData } from './auth.ts';

// Passkeys (docs/product.md, Passkeys; docs/security.md, Passkeys): the signed-in user's list and ceremonies under
// /api/user/passkeys, and the discoverable sign-in under /api/auth/passkey. The ceremonies' options and answers are
// WebAuthn's JSON forms (what @simplewebauthn/browser hands over), each with the id of its stored challenge.

/** How many passkeys one account may hold. */
export const PASSKEYS_MAX = 20;
export const PASSKEY_NAME_MAX = 64;
/** A ceremony's challenge is good once, for five minutes. */
export const WEBAUTHN_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** 'multiDevice': synced by a password manager or platform; 'singleDevice': bound to one authenticator. */
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponse = successResponse({ passkeys: z.array(passkeySchema) });
export type PasskeysResponse = z.infer<typeof passkeysResponse>;

export const passkeyResponse = successResponse({ passkey: passkeySchema, message: z.string() });
export type PasskeyResponse = z.infer<typeof passkeyResponse>;

export const passkeyNameField = textField('Name')
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`);

export const renamePasskeyRequest = z.strictObject({ name: passkeyNameField });
export const passkeyIdParams = z.strictObject({ id: z.string().min(1).max(64) });

const challengeIdField = textField('Challenge id')
  .min(1, 'Challenge id is required')
  .max(64, 'Challenge id is too long');
/** base64url text of a credential's parts; generous, but bounded. */
const encoded = (label: string, max = 16_384) =>
  textField(label)
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, `${label} must be base64url`);
const transportsField = z.array(z.string().max(32)).max(10).optional();

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device']));

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(TRANSPORTS)).optional(),
});

/** PublicKeyCredentialCreationOptionsJSON, as @simplewebauthn/browser's startRegistration takes it. */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: hints.optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** PublicKeyCredentialRequestOptionsJSON, as startAuthentication takes it. */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints: hints.optional(),
});

export const registrationOptionsResponse = successResponse({
  challengeId: z.string(),
  options: registrationOptionsSchema,
});
export type RegistrationOptionsResponse = z.infer<typeof registrationOptionsResponse>;

export const authenticationOptionsResponse = successResponse({
  challengeId: z.string(),
  options: authenticationOptionsSchema,
});
export type AuthenticationOptionsResponse = z.infer<typeof authenticationOptionsResponse>;

/** RegistrationResponseJSON (startRegistration's answer); unknown extras a browser adds are dropped. */
export const registrationCredential = z.object({
  id: encoded('Credential id', 1024),
  rawId: encoded('Credential raw id', 1024),
  type: z.literal('public-key', { error: 'Credential type must be public-key' }),
  response: z.object({
    clientDataJSON: encoded('Client data'),
    attestationObject: encoded('Attestation object'),
    authenticatorData: encoded('Authenticator data').optional(),
    transports: transportsField,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: encoded('Public key').optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }).default({}),
});

/** AuthenticationResponseJSON (startAuthentication's answer). */
export const authenticationCredential = z.object({
  id: encoded('Credential id', 1024),
  rawId: encoded('Credential raw id', 1024),
  type: z.literal('public-key', { error: 'Credential type must be public-key' }),
  response: z.object({
    clientDataJSON: encoded('Client data'),
    authenticatorData: encoded('Authenticator data'),
    signature: encoded('Signature'),
    userHandle: encoded('User handle', 1024).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.object({}).default({}),
});

export const registerPasskeyRequest = z.strictObject({
  challengeId: challengeIdField,
  name: passkeyNameField,
  credential: registrationCredential,
});
export type RegisterPasskeyRequest = z.input<typeof registerPasskeyRequest>;

export const passkeySignInRequest = z.strictObject({
  challengeId: challengeIdField,
  credential: authenticationCredential,
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequest>;

/** Exactly what POST /api/auth/login answers. */
export const passkeySignInResponse = successResponse({ data: authData });
