import { useTranslation } from 'react-i18next';
import { ROLES, TIERS } from '@vaultbox/common/constants.ts';
import { SearchBox } from '../../../components/search-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { RoleFilter, TierFilter } from '../admin-query.ts';

/** Search box 'Search users...', role (All Roles, User, Admin, Owner) and tier (All Tiers, Free, Premium, Enterprise). */
export function UserFilters({
  search,
  onSearchChange,
  role,
  onRoleChange,
  tier,
  onTierChange,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  role: RoleFilter;
  onRoleChange: (role: RoleFilter) => void;
  tier: TierFilter;
  onTierChange: (tier: TierFilter) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        value={search}
        onChange={onSearchChange}
        placeholder={t('users.searchPlaceholder')}
        label={t('users.searchLabel')}
        clearLabel={t('users.clearSearch')}
        className="min-w-0 flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <SelectField<RoleFilter>
          hideLabel
          label={t('users.roleFilter')}
          value={role}
          options={(['all', ...ROLES] as const).map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          onChange={onRoleChange}
          className="sm:w-40"
        />
        <SelectField<TierFilter>
          hideLabel
          label={t('users.tierFilter')}
          value={tier}
          options={(['all', ...TIERS] as const).map((value) => ({ value, label: t(`users.tiers.${value}`) }))}
          onChange={onTierChange}
          className="sm:w-40"
        />
      </div>
    </div>
  );
}
