/**
 * The entry's link as a path of this app, or the dashboard: links come from the server, but a path that leaves the
 * app ("//host", "https://...") is never followed from the bell.
 */
export function appPath(link: string): string {
  return /^\/(?![/\\])/.test(link) ? link : '/dashboard';
}
