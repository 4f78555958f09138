// The one catalogue of the API's error codes: each stable code with its HTTP status and, where the sentence never
// varies, the sentence (docs/product.md, Errors). The server's AppError takes its status from here; the web client
// compares ApiError.code against these names, never against a bare string.

/** What AppError needs of a code: its status and, for an error that always reads the same, its sentence. */
interface ErrorEntry {
  status: number;
  message?: string;
}

/**
 * Every code under its HTTP status, with its sentence, or null where the sentence varies and the thrower gives it.
 * ERROR_CODES below is this table by code.
 */
const CODES_BY_STATUS = {
  // Bad input
  400: {
    BAD_REQUEST: 'Bad request',
    VALIDATION_ERROR: null,
    INVALID_JSON: 'Request body is not valid JSON',
    NUL_CHARACTER: 'Text must not contain NUL characters',
    INVALID_UPLOAD: null,
    UPLOAD_INTERRUPTED: 'The upload was interrupted before the whole file arrived.',
    INVITE_CODE_REQUIRED: 'Invite code is required',
    INVALID_INVITE_CODE: 'Invalid or expired invite code',
    INVALID_ACTIVATION_TOKEN: null,
    ACTIVATION_TOKEN_EXPIRED: null,
    INVALID_RESET_TOKEN: null,
    INVALID_EMAIL_CHANGE_TOKEN: 'This email confirmation link is invalid or has expired. Please request a new one.',
    INVALID_UNSUBSCRIBE_LINK:
      'This unsubscribe link is not valid. Turn notifications off in Settings > Notifications instead.',
    PUSH_ENDPOINT_REFUSED: null,
    INVALID_EXTEND_LINK:
      'This extension link is not valid. Open it again from your reminder e-mail, or change the expiry on the Sharing screen.',
    EXTEND_LINK_USED:
      'This extension link was already used, or the expiry of the share link has changed since. Change it on the Sharing screen.',
    EXTEND_LINK_TOO_LATE:
      'This share link expired more than 7 days ago, so extending it would not bring it back. Set a new expiry on the Sharing screen.',
    CURRENT_PASSWORD_REQUIRED: 'Enter your current password to change your email address',
    INCORRECT_PASSWORD: 'Current password is incorrect',
    SAME_PASSWORD: 'New password must be different from current password',
    TWO_FACTOR_CODE_REQUIRED: 'Enter the code from your authenticator app',
    INVALID_TWO_FACTOR_CODE: 'Invalid two-factor code',
    INVALID_IMAGE: 'The avatar must be a JPEG, PNG, GIF, WebP or AVIF image',
    INVALID_UPLOAD_METADATA: 'Upload-Metadata must be comma-separated pairs of a key and a base64 value',
    INVALID_CHECKSUM: 'Upload-Checksum must be "sha1", "sha256" or "md5", a space and the base64 digest',
    /** A file request that asks for the uploader's name (docs/product.md, File requests). */
    UPLOADER_NAME_REQUIRED: 'Enter your name so the person who asked for these files knows who sent them.',
    /** A passkey ceremony's challenge unknown, used or older than 5 minutes (docs/security.md, Passkeys). */
    PASSKEY_CHALLENGE_INVALID: 'This passkey request has expired or was already used. Please try again.',
    /** A new passkey whose answer does not verify (wrong site, wrong challenge, no user verification). */
    PASSKEY_REGISTRATION_FAILED: 'The passkey could not be verified, so it was not added. Please try again.',
    /** A single sign-on ticket unknown, expired, used or worn out by wrong passwords (docs/security.md, Single sign-on). */
    OIDC_TICKET_INVALID: 'This sign-in has expired or was already used. Sign in with your provider again.',
  },
  // Who you are
  401: {
    UNAUTHORIZED: 'Please sign in to continue.',
    INVALID_CREDENTIALS: 'Invalid email or password',
    INVALID_REFRESH_TOKEN: null,
    PASSWORD_REQUIRED: 'This share requires a password',
    INVALID_PASSWORD: 'Invalid password',
    TWO_FACTOR_REQUIRED: 'Enter the code from your authenticator app',
    TWO_FACTOR_INVALID: 'Invalid two-factor code',
    /** A recipient-verified link without a grant bound to one of its addresses. */
    RECIPIENT_REQUIRED: 'This link is only for the people it was sent to. Enter your e-mail address to get a code.',
    INVALID_RECIPIENT_CODE: 'This code is wrong or has expired. Ask for a new one.',
    /** A file request's password is missing or wrong, or the visitor's token is missing, expired or of another link. */
    REQUEST_PASSWORD_REQUIRED: 'This upload link is protected. Enter its password.',
    REQUEST_TOKEN_REQUIRED: 'Open the upload link again to continue.',
    /** A passkey this server does not know (never added, or removed). */
    PASSKEY_UNKNOWN:
      'This passkey is not registered here. It may have been removed. Sign in with your password instead.',
    /** A passkey answer that does not verify (wrong site, signature, counter, no user verification). */
    PASSKEY_INVALID: 'The passkey could not be verified. Please try again.',
  },
  // What you may do
  403: {
    FORBIDDEN: 'Access denied. You do not have permission to perform this action.',
    ORIGIN_MISMATCH: 'This request did not come from this site and was refused.',
    ACCOUNT_NOT_ACTIVATED: 'Your account is not activated yet. Please check your email for the activation link.',
    ACCOUNT_DISABLED: 'Your account has been deactivated. Please contact the administrator.',
    EMBEDDING_NOT_ALLOWED: 'Embedding is not allowed for this file',
    SHARE_PAUSED: 'This link has been paused by its owner',
    /** OIDC_ONLY: accounts other than the owner sign in through the provider (docs/security.md, Single sign-on). */
    PASSWORD_LOGIN_DISABLED: 'This server signs in through single sign-on only. Use the button of your provider.',
    /** APP_URL's host is an IP address, which WebAuthn does not accept as a relying party. */
    PASSKEYS_UNAVAILABLE: 'Passkeys are not available on this server: its address (APP_URL) must be a host name.',
    /** An API token on a security route (docs/security.md, API tokens): password, 2FA, sessions, tokens, deletion. */
    TOKEN_NOT_ALLOWED: 'API tokens cannot be used for this. Sign in to the web app to do it.',
    SCOPE_READ_REQUIRED: 'This API token does not have the "read" scope this needs.',
    SCOPE_UPLOAD_REQUIRED: 'This API token does not have the "upload" scope this needs.',
    SCOPE_SHARE_REQUIRED: 'This API token does not have the "share" scope this needs.',
    SCOPE_ACCOUNT_REQUIRED: 'This API token does not have the "account" scope this needs.',
    SCOPE_ADMIN_REQUIRED:
      'This API token does not have the "admin" scope this needs, or its account is no longer an administrator.',
    /** Asking for the admin scope without being an admin or the owner. */
    API_TOKEN_SCOPE_NOT_ALLOWED: 'Only administrators and owners can give a token the "admin" scope.',
  },
  // What is there
  404: {
    NOT_FOUND: 'The requested resource was not found.',
    SHARE_NOT_FOUND: 'Share link not found or has expired',
    /** A private, unknown or deactivated profile: one answer, so none can be told from another. */
    PROFILE_NOT_FOUND: 'This profile does not exist or is not public.',
    /** Unknown, another user's, expired or turned off: one answer, so none can be told from another. */
    FILE_REQUEST_NOT_FOUND: 'This upload link does not exist, has expired or was turned off.',
    ALBUM_NOT_FOUND: 'Album not found',
    API_TOKEN_NOT_FOUND: 'API token not found',
    /** An item id that is not one of a multi-file link's files (now): the same answer for any other id. */
    SHARE_ITEM_NOT_FOUND: 'This file is not part of the shared link',
    OIDC_NOT_CONFIGURED: 'Single sign-on is not set up on this server.',
  },
  405: {
    METHOD_NOT_ALLOWED: 'Method not allowed',
  },
  409: {
    EMAIL_TAKEN: null,
    USERNAME_TAKEN: 'This username is already taken',
    INVITE_CODE_TAKEN:
      'This invite code already exists (codes are compared without regard to case or dashes). Choose another.',
    CANNOT_DELETE_SELF: 'You cannot delete your own account here. Use Settings to delete your account.',
    CANNOT_CLEAR_OWN_TWO_FACTOR:
      'You cannot clear your own two-factor authentication here. Turn it off in Settings > Security.',
    NO_PENDING_EMAIL: 'There is no email change waiting for confirmation',
    TWO_FACTOR_ALREADY_ENABLED: 'Two-factor authentication is already on',
    TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not on',
    TWO_FACTOR_NOT_STARTED: 'Start the two-factor set-up first',
    LAST_OWNER: 'The last active owner cannot be demoted, deactivated or deleted. Make another user an owner first.',
    UPLOAD_OFFSET_MISMATCH: null,
    PREVIEW_NOT_READY: 'This file is still being prepared for viewing. Try again in a moment.',
    PASSKEY_ALREADY_ADDED: 'This passkey is already added to an account.',
    /** PASSKEYS_MAX passkeys already: the thrower names the figure. */
    PASSKEYS_LIMIT: null,
    /** The last passkey of an account without a password is its only way in. */
    LAST_SIGN_IN_METHOD:
      'This passkey is the only way to sign in to your account. Set a password or add another passkey first.',
    /** API_TOKENS_MAX live tokens already: the thrower names the figure. */
    API_TOKENS_LIMIT: null,
  },
  410: {
    VIEW_LIMIT_REACHED: 'Share link has reached its view limit',
    DOWNLOAD_LIMIT_REACHED: 'Download limit reached',
  },
  // Sizes and rates
  413: {
    PAYLOAD_TOO_LARGE: 'Request body is too large',
    FILE_TOO_LARGE: null,
    STORAGE_QUOTA_EXCEEDED: null,
    FILE_REQUEST_FILES_LIMIT: 'This upload link takes no more files.',
    FILE_REQUEST_SIZE_LIMIT: 'This file is larger than what this upload link still takes.',
  },
  415: {
    UNSUPPORTED_MEDIA_TYPE: null,
    FILE_TYPE_NOT_ALLOWED: null,
    FILE_REQUEST_TYPE_NOT_ALLOWED: null,
    NOT_PREVIEWABLE: 'This file cannot be previewed. Download it instead.',
  },
  412: {
    TUS_VERSION_UNSUPPORTED: 'This server speaks tus 1.0.0: send Tus-Resumable: 1.0.0',
  },
  // A share that removes location and camera data met a file whose copy could not be made: never the original instead.
  422: {
    METADATA_NOT_REMOVABLE:
      'This file could not be prepared without its location and camera data, so it is not served. Its owner can share it with that option off.',
  },
  416: {
    RANGE_NOT_SATISFIABLE: 'The requested range is outside the file.',
  },
  429: {
    RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
    TOO_MANY_OPEN_UPLOADS: 'You have too many unfinished uploads. Finish or cancel one before starting another.',
    FILE_REQUEST_TOO_MANY_OPEN:
      'You have too many unfinished uploads on this link. Finish one before starting another.',
  },
  // tus: the bytes of a PATCH did not match its Upload-Checksum, and were not kept.
  460: {
    CHECKSUM_MISMATCH: 'The bytes received do not match Upload-Checksum; they were not kept. Send them again.',
  },
  // Ours
  500: {
    INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
  },
  503: {
    MAINTENANCE_MODE: 'System is in maintenance mode. Some features may be unavailable.',
    NOT_READY: null,
    SERVER_BUSY: 'The server is serving as many downloads as it can right now. Please try again in a moment.',
    STORAGE_UNAVAILABLE: 'File storage cannot be reached right now. Please try again in a moment.',
  },
} as const satisfies Record<number, Record<string, string | null>>;

type Catalogue = typeof CODES_BY_STATUS;
export type ErrorCode = { [Status in keyof Catalogue]: keyof Catalogue[Status] }[keyof Catalogue];

export const ERROR_CODES = Object.fromEntries(
  Object.entries(CODES_BY_STATUS).flatMap(([status, codes]) =>
    Object.entries(codes).map(([code, message]): [string, ErrorEntry] => [
      code,
      message === null ? { status: Number(status) } : { status: Number(status), message },
    ]),
  ),
) as Record<ErrorCode, ErrorEntry>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
