/** Admin success banners vanish after 3 seconds; the copied indicator stays 2 seconds. */
export const ADMIN_BANNER_MS = 3000;
export const COPIED_INDICATOR_MS = 2000;
