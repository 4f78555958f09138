/**
 * The titles that more than one of these files carry, compared as a reader would (case and surrounding spaces
 * aside): their grid cards add the original file name, so that two "Holiday" cards can be told apart.
 */
export function repeatedTitles(files: readonly { title: string }[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { title } of files) {
    const key = titleKey(title);
    if (seen.has(key)) repeated.add(key);
    else seen.add(key);
  }
  return repeated;
}

/** Whether `title` is one of `repeated` (what repeatedTitles answered). */
export function isRepeatedTitle(repeated: ReadonlySet<string>, title: string): boolean {
  return repeated.has(titleKey(title));
}

const titleKey = (title: string) => title.trim().toLocaleLowerCase();
