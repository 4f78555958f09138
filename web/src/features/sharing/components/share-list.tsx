import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@vaultbox/common/schemas/share.ts';
import { ListTable } from '../../../components/list-table.tsx';
import { ShareRow, SHARE_GRID } from './share-row.tsx';
import type { ShareActions } from './share-row-actions.tsx';

const COLUMNS = ['file', 'status', 'views', 'downloads', 'created', 'expires', 'actions'] as const;

/** The shares of one page, under a header row on wide screens. */
export function ShareList({ shares, actions }: { shares: ShareLink[]; actions: ShareActions }) {
  const { t } = useTranslation('sharing');
  return (
    <ListTable grid={SHARE_GRID} testId="share-list" columns={COLUMNS.map((column) => t(`list.columns.${column}`))}>
      {shares.map((share) => (
        <ShareRow key={share.id} share={share} actions={actions} />
      ))}
    </ListTable>
  );
}
