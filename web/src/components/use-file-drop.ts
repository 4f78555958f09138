import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';

/**
 * A drop zone's state and handlers: whether files are dragged over it (counted by depth, so moving over a child does
 * not flicker) and the hidden file input behind its "choose" button. Both hand the files to `onFiles`.
 */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const hand = (files: File[]) => {
    if (files.length > 0) onFiles(files);
  };
  const zoneHandlers = {
    onDragEnter: (event: DragEvent) => {
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    },
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      hand(Array.from(event.dataTransfer.files));
    },
  };
  const inputProps = {
    ref: input,
    type: 'file' as const,
    multiple: true,
    className: 'sr-only',
    tabIndex: -1,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      hand(files);
    },
  };
  return { over, zoneHandlers, inputProps, choose: () => input.current?.click() };
}
