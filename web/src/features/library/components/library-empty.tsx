import { FolderOpen, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '../../../components/empty-list.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** 'No files found', or 'No files match your search' with 'Clear Filters'. */
export function LibraryEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('media');
  return (
    <EmptyList
      className="py-16"
      filtered={filtered}
      noMatches={{
        title: t('library.noMatches'),
        hint: t('library.noMatchesHint'),
        clearLabel: t('library.clearFilters'),
        onClear: onClearFilters,
      }}
      empty={{
        icon: <FolderOpen className="size-6" />,
        title: t('library.noFiles'),
        description: t('library.noFilesHint'),
        action: (
          <ButtonLink to="/upload" icon={<Upload className="size-4" />}>
            {t('library.uploadFiles')}
          </ButtonLink>
        ),
      }}
    />
  );
}
