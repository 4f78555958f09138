import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, USERNAME_MAX, USERNAME_MIN } from '../constants.ts';
import { strictPasswordProblem } from '../rules/password-rule.ts';
import { emailField, successResponse, textField } from './common.ts';
import { userSchema } from './user.ts';

/** The password rule (rules/password-rule.ts), applied wherever a new password is chosen. */
export const newPasswordField = textField('Password')
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, 'Password is too long')
  .superRefine((value, ctx) => {
    const problem = strictPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const tokenField = textField('Token').trim().min(1, 'Token is required').max(200, 'Token is too long');

export const loginRequest = z.strictObject({
  email: textField('Email').trim().min(1, 'Email is required').max(EMAIL_MAX, 'Email is too long'),
  password: textField('Password').min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
  /** Asked for (401 TWO_FACTOR_REQUIRED) when the account has two-factor on: a TOTP code or a backup code. */
  twoFactorCode: textField('Two-factor code').trim().max(64, 'Two-factor code is too long').optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authData = z.object({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type AuthData = z.infer<typeof authData>;

export const loginResponse = successResponse({ data: authData });
export type LoginResponse = z.infer<typeof loginResponse>;

export const usernameField = textField('Username')
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores');

export const registerRequest = z.strictObject({
  username: usernameField,
  email: emailField,
  password: newPasswordField,
  inviteCode: textField('Invite code').trim().max(100, 'Invite code is too long').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerResponse = successResponse({
  message: z.string(),
  /** True when the account is active at once (the first account, the owner) and the user may sign in. */
  activated: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const refreshRequest = z.strictObject({
  refreshToken: textField('Refresh token').min(1, 'Refresh token is required').max(200, 'Refresh token is too long'),
});
export const refreshResponse = successResponse({
  token: z.string(),
  refreshToken: z.string(),
  expiresAt: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const emailRequest = z.strictObject({ email: emailField });
export type EmailRequest = z.infer<typeof emailRequest>;

export const tokenRequest = z.strictObject({ token: tokenField });
export const tokenParams = z.strictObject({ token: tokenField });

export const resetPasswordRequest = z.strictObject({
  token: textField('Reset token').trim().min(1, 'Reset token is required').max(200, 'Reset token is too long'),
  password: newPasswordField,
});
export const resetPasswordWithTokenRequest = z.strictObject({ password: newPasswordField });

export const activateResponse = successResponse({
  message: z.string(),
  alreadyActivated: z.boolean(),
  /** The account's new address, when the link confirmed an e-mail change rather than an activation. */
  email: z.string().optional(),
});
export type ActivateResponse = z.infer<typeof activateResponse>;

export const settingsResponse = successResponse({
  inviteOnly: z.boolean(),
  /** Whether this server offers passkeys (its APP_URL is a host name, docs/security.md, Passkeys). */
  passkeys: z.boolean(),
  /** Single sign-on's button ("Sign in with <name>"), or null when not configured (docs/product.md, Single sign-on). */
  oidc: z.object({ name: z.string() }).nullable(),
  /** False with OIDC_ONLY: the login screen hides the password form. */
  passwordLogin: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

// Query strings may carry cache-busting extras, so unknown keys are dropped rather than refused.
export const checkEmailQuery = z.object({ email: emailField });
export const checkEmailResponse = successResponse({ available: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;
