import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { isRepeatedTitle, repeatedTitles } from '../../../lib/repeated-titles.ts';
import type { FileActions, Selection } from './file-actions.ts';
import { MediaCard } from './media-card.tsx';

export function MediaGrid({
  files,
  selection,
  actions,
  openMenuId,
  onMenuChange,
}: {
  files: MediaFile[];
  selection: Selection;
  actions: FileActions;
  openMenuId: string | null;
  onMenuChange: (id: string | null) => void;
}) {
  const repeated = repeatedTitles(files);
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" data-testid="media-grid">
      {files.map((file) => (
        <MediaCard
          key={file.id}
          file={file}
          selected={selection.isSelected(file.id)}
          selecting={selection.size > 0}
          onToggle={() => selection.toggle(file.id)}
          actions={actions}
          menuOpen={openMenuId === file.id}
          onMenuChange={(open) => onMenuChange(open ? file.id : null)}
          showOriginalName={isRepeatedTitle(repeated, file.title)}
        />
      ))}
    </div>
  );
}
