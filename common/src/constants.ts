// Business constants and limits (docs/product.md, Limits): the one place both sides read them from.
export const PRODUCT_NAME = 'Vaultbox';

export const REQUEST_TIMEOUT_MS = 30_000;
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** However often it is refreshed, a session ends this long after its sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_WINDOW_MS = 5 * 60 * 1000;
export const ACTIVATION_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
/** Single sign-on: a started sign-in (state, nonce, PKCE) and a callback's ticket live 10 minutes; 5 wrong tries end a ticket. */
export const OIDC_FLOW_LIFETIME_MS = 10 * 60 * 1000;
export const OIDC_TICKET_ATTEMPTS = 5;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_RESEND_COOLDOWN_S = 60;
export const RESET_REDIRECT_DELAY_MS = 3000;

export const TOAST_DURATION_MS = {
  success: 4000,
  info: 4000,
  warning: 5000,
  error: 6000,
  retry: 8000,
  update: 10000,
  admin: 5000,
} as const;
export const VISIBLE_TOASTS = 3;

/** `register` is every new password's, on every screen (rules/password-rule.ts); `share` a link's. */
export const PASSWORD_MIN = { register: 8, share: 4 } as const;
export const PASSWORD_STRENGTH_BONUS_LENGTH = 12;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 50;
/** The bio of a profile (its public page shows it). */
export const BIO_MAX = 300;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 256;
export const GENERATED_PASSWORD_LENGTH = 16;

export const GIB = 1024 ** 3;
export const DEFAULT_STORAGE_LIMIT = 1_073_741_824;
export const MAX_STORAGE_LIMIT = 1_099_511_627_776;
export const STORAGE_THRESHOLDS = { medium: 50, high: 80, full: 100 } as const;
export const STORAGE_BAR_COLOURS_AT = { warning: 75, danger: 90 } as const;

export const MAX_UPLOAD_BYTES = 105_801_318;
export const MAX_FILE_SIZE_PREFERENCE_MB = { min: 1, max: 1000 } as const;
/** What no instance's max file size preference goes beyond (1 TB in MB); each instance's own bound is lower. */
export const MAX_FILE_SIZE_PREFERENCE_CEILING_MB = 1_048_576;
/** An avatar upload: at most 5 MB in, stored as a small square WebP. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const LIBRARY_PAGE_SIZE = 20;
/** Files per page of a public profile's grid. */
export const PUBLIC_PROFILE_PAGE_SIZE = 24;
/** How many items one page of a multi-file share's grid holds (the page load carries the first). */
export const SHARE_ITEMS_PAGE_SIZE = 100;
/** Digits of the code mailed to a recipient-verified link's recipient (docs/product.md, Recipient-verified links). */
export const SHARE_CODE_LENGTH = 6;
export const PAGER_MAX_BUTTONS = 5;
export const DASHBOARD_RECENT_FILES = 5;
export const RECENT_FILES_DEFAULT = 10;
export const SHARING_PICKER_LIMIT = 100;
export const INVITE_LIST_LIMIT = 20;
export const ADMIN_USERS_PAGE_SIZE = 10;
export const ACTIVITY_PAGE_SIZE = 20;
export const MAX_PAGE_LIMIT = 100;

export const DESKTOP_BREAKPOINT_PX = 1024;
export const PLAYER = {
  controlsHideMs: 3000,
  volumeStep: 0.1,
  zoomMin: 0.1,
  zoomMax: 3,
  zoomStep: 0.1,
  rotationStep: 90,
} as const;

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['dark', 'light', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const AUTH_STORAGE_KEY = 'auth';
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export const TIERS = ['free', 'premium', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const SESSION_COOKIE = 'vb_session';

/** A share link's leak alert: more distinct visitors than this within an hour alerts its owner (docs/product.md). */
export const LEAK_ALERT_VISITORS_DEFAULT = 20;
export const LEAK_ALERT_VISITORS_MAX = 100_000;
/** How long a share's access log is kept, unless ACCESS_LOG_DAYS says otherwise. */
export const ACCESS_LOG_DAYS_DEFAULT = 90;

/** How many addresses a recipient-verified link may be bound to. */
export const SHARE_RECIPIENTS_MAX = 50;
