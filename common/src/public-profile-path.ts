/** Where the public profile of `username` lives, on the web and under /api (docs/product.md, Public profile). */
export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
export const publicProfileApiPath = (username: string) => `/api/u/${encodeURIComponent(username)}`;
