// The one catalogue of the API's error codes: each stable code with its HTTP status and, where the sentence never
// varies, the sentence (SPEC §8 where SPEC has one). The server's AppError takes its status from here; the web client
// compares ApiError.code against these names, never against a bare string.

interface ErrorEntry {
  status: number;
  /** The sentence of an error that always reads the same; errors whose text varies give theirs when thrown. */
  message?: string;
}

export const ERROR_CODES = {
  // Bad input
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  VALIDATION_ERROR: { status: 400 },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON' },
  NUL_CHARACTER: { status: 400, message: 'Text must not contain NUL characters' },
  INVALID_UPLOAD: { status: 400 },
  UPLOAD_INTERRUPTED: { status: 400, message: 'The upload was interrupted before the whole file arrived.' },
  INVITE_CODE_REQUIRED: { status: 400, message: 'Invite code is required' },
  INVALID_INVITE_CODE: { status: 400, message: 'Invalid or expired invite code' },
  INVALID_ACTIVATION_TOKEN: { status: 400 },
  ACTIVATION_TOKEN_EXPIRED: { status: 400 },
  INVALID_RESET_TOKEN: { status: 400 },
  INVALID_EMAIL_CHANGE_TOKEN: {
    status: 400,
    message: 'This email confirmation link is invalid or has expired. Please request a new one.',
  },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: 'Enter your current password to change your email address' },
  INCORRECT_PASSWORD: { status: 400, message: 'Current password is incorrect' },
  SAME_PASSWORD: { status: 400, message: 'New password must be different from current password' },
  TWO_FACTOR_CODE_REQUIRED: { status: 400, message: 'Enter the code from your authenticator app' },
  INVALID_TWO_FACTOR_CODE: { status: 400, message: 'Invalid two-factor code' },
  INVALID_IMAGE: { status: 400, message: 'The avatar must be a JPEG, PNG, GIF, WebP or AVIF image' },
  // Who you are
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  INVALID_REFRESH_TOKEN: { status: 401 },
  PASSWORD_REQUIRED: { status: 401, message: 'This share requires a password' },
  INVALID_PASSWORD: { status: 401, message: 'Invalid password' },
  TWO_FACTOR_REQUIRED: { status: 401, message: 'Enter the code from your authenticator app' },
  TWO_FACTOR_INVALID: { status: 401, message: 'Invalid two-factor code' },
  // What you may do
  FORBIDDEN: { status: 403, message: 'Access denied. You do not have permission to perform this action.' },
  ORIGIN_MISMATCH: { status: 403, message: 'This request did not come from this site and was refused.' },
  ACCOUNT_NOT_ACTIVATED: {
    status: 403,
    message: 'Your account is not activated yet. Please check your email for the activation link.',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    message: 'Your account has been deactivated. Please contact the administrator.',
  },
  EMBEDDING_NOT_ALLOWED: { status: 403, message: 'Embedding is not allowed for this file' },
  // What is there
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  SHARE_NOT_FOUND: { status: 404, message: 'Share link not found or has expired' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  EMAIL_TAKEN: { status: 409 },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken' },
  INVITE_CODE_TAKEN: {
    status: 409,
    message: 'This invite code already exists (codes are compared without regard to case or dashes). Choose another.',
  },
  CANNOT_DELETE_SELF: {
    status: 409,
    message: 'You cannot delete your own account here. Use Settings to delete your account.',
  },
  NO_PENDING_EMAIL: { status: 409, message: 'There is no email change waiting for confirmation' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already on' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: 'Two-factor authentication is not on' },
  TWO_FACTOR_NOT_STARTED: { status: 409, message: 'Start the two-factor set-up first' },
  LAST_OWNER: {
    status: 409,
    message: 'The last active owner cannot be demoted, deactivated or deleted. Make another user an owner first.',
  },
  VIEW_LIMIT_REACHED: { status: 410, message: 'Share link has reached its view limit' },
  DOWNLOAD_LIMIT_REACHED: { status: 410, message: 'Download limit reached' },
  // Sizes and rates
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FILE_TOO_LARGE: { status: 413 },
  STORAGE_QUOTA_EXCEEDED: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  FILE_TYPE_NOT_ALLOWED: { status: 415 },
  NOT_PREVIEWABLE: { status: 415, message: 'This file cannot be previewed. Download it instead.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is outside the file.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  // Ours
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side. Please try again later.' },
  MAINTENANCE_MODE: { status: 503, message: 'System is in maintenance mode. Some features may be unavailable.' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
