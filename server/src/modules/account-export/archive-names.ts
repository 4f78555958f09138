import { sanitizeOriginalName } from '../../domain/media/original-name.ts';

/**
 * Names of the files inside the export archive: the original name (already cleaned at upload), made safe for every
 * unzip tool (no path parts, no characters Windows refuses), and unique without regard to case: "a.jpg",
 * "a (2).jpg", ...
 */
export function archiveNames(): (originalName: string) => string {
  const taken = new Set<string>();
  return (originalName) => {
    // The upload's own cleaning (no path parts, no control characters), then what Windows refuses in a name.
    const safe =
      sanitizeOriginalName(originalName)
        .replace(/[:*?"<>|]/g, '_')
        .replace(/^[.\s]+/, '')
        .trim() || 'file';
    const dot = safe.lastIndexOf('.');
    const [base, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
    taken.add(name.toLowerCase());
    return name;
  };
}
