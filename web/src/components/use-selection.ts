import { useCallback, useMemo, useState } from 'react';

/** A set of selected ids with the operations a list of files needs (the library, an album). */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const selectAll = useCallback((all: string[]) => setIds(new Set(all)), []);
  const clear = useCallback(() => setIds((prev) => (prev.size === 0 ? prev : new Set())), []);
  const isSelected = useCallback((id: string) => ids.has(id), [ids]);
  return useMemo(
    () => ({ ids, size: ids.size, toggle, selectAll, clear, isSelected }),
    [ids, toggle, selectAll, clear, isSelected],
  );
}

export type Selection = ReturnType<typeof useSelection>;
