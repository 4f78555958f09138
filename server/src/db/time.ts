/** Every stored time is an ISO-8601 UTC string of the same length, so text comparison orders them correctly. */
export function isoNow(): string {
  return new Date().toISOString();
}

export function isoIn(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}
