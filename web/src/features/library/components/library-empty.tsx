import { FolderOpen, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoMatches } from '../../../components/no-matches.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** 'No files found', or 'No files match your search' with 'Clear Filters'. */
export function LibraryEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation('media');
  return (
    <Card>
      {filtered ? (
        <NoMatches
          className="py-16"
          title={t('library.noMatches')}
          hint={t('library.noMatchesHint')}
          clearLabel={t('library.clearFilters')}
          onClear={onClearFilters}
        />
      ) : (
        <EmptyState
          className="py-16"
          icon={<FolderOpen className="size-6" />}
          title={t('library.noFiles')}
          description={t('library.noFilesHint')}
          action={
            <ButtonLink to="/upload" icon={<Upload className="size-4" />}>
              {t('library.uploadFiles')}
            </ButtonLink>
          }
        />
      )}
    </Card>
  );
}
