/**
 * Names of the files inside the export archive: the original name (already cleaned at upload), made safe for every
 * unzip tool (no path parts, no characters Windows refuses), and unique without regard to case: "a.jpg",
 * "a (2).jpg", ...
 */
export function archiveNames(): (originalName: string) => string {
  const taken = new Set<string>();
  return (originalName) => {
    const safe =
      originalName
        .replace(/[/\\:*?"<>|]/g, '_')
        // eslint-disable-next-line no-control-regex -- control characters have no place in a file name
        .replace(/[\u0000-\u001f\u007f]/g, '')
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
