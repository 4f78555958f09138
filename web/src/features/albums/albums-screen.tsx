import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FolderPlus, Images } from 'lucide-react';
import { ListScreenTop } from '../../components/list-screen-top.tsx';
import { EmptyList } from '../../components/empty-list.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { SearchBox, searchBoxTexts } from '../../components/search-box.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAlbums } from '../../lib/albums-api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSearchInput } from '../../lib/use-search-input.ts';
import { AlbumCard } from './components/album-card.tsx';
import { AlbumFormModal } from './components/album-form-modal.tsx';

export const ALBUMS_PAGE_SIZE = 24;

/** Albums (docs/product.md, Albums): the user's albums as cards, a search, and New album. */
export function AlbumsScreen() {
  const { t } = useTranslation('albums');
  const { t: tApp } = useTranslation();
  usePageTitle(tApp('pages.albums'));
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const searchInput = useSearchInput((value) => {
    setSearch(value);
    setPage(1);
  });
  const list = useAlbums({ page, limit: ALBUMS_PAGE_SIZE, search: search.trim() || undefined });

  const newButton = (
    <Button icon={<FolderPlus className="size-4" />} onClick={() => setCreating(true)}>
      {t('list.new')}
    </Button>
  );
  return (
    <div className="space-y-6">
      <ListScreenTop
        subtitle={t('list.subtitle')}
        summary={list.data ? t('list.summary', { count: list.data.total }) : null}
        summaryTestId="albums-summary"
        action={newButton}
      />

      <SearchBox value={searchInput.input} onChange={searchInput.change} {...searchBoxTexts(t, 'list')} />

      <QueryContent query={list} errorTitle={t('list.loadFailed')} retryLabel={t('list.retry')}>
        {({ albums }) =>
          albums.length === 0 ? (
            <EmptyList
              filtered={search.trim() !== ''}
              noMatches={{
                title: t('list.noMatches'),
                hint: t('list.noMatchesHint'),
                clearLabel: t('list.clearSearch'),
                onClear: () => {
                  searchInput.clear();
                  setSearch('');
                  setPage(1);
                },
              }}
              empty={{
                icon: <Images className="size-6" />,
                title: t('list.empty'),
                description: t('list.emptyHint'),
                action: newButton,
              }}
            />
          ) : (
            <ul
              className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5"
              data-testid="album-grid"
            >
              {albums.map((album) => (
                <li key={album.id}>
                  <AlbumCard album={album} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>

      <Pager page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />

      <AlbumFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(album) => void navigate(`/albums/${encodeURIComponent(album.id)}`)}
      />
    </div>
  );
}
