import { useTranslation } from 'react-i18next';
import { ROLES, TIERS } from '@vaultbox/common/constants.ts';
import { SearchBox, searchBoxTexts } from '../../../components/search-box.tsx';
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
      <SearchBox value={search} onChange={onSearchChange} {...searchBoxTexts(t, 'users')} className="min-w-0 flex-1" />
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <ListFilter label={t('users.roleFilter')} group="roles" values={ROLES} value={role} onChange={onRoleChange} />
        <ListFilter label={t('users.tierFilter')} group="tiers" values={TIERS} value={tier} onChange={onTierChange} />
      </div>
    </div>
  );
}

/** One of the filters: All, then each value (read from `users.<group>.<value>`), named for screen readers only. */
function ListFilter<T extends string>({
  label,
  group,
  values,
  value,
  onChange,
}: {
  label: string;
  group: 'roles' | 'tiers';
  values: readonly T[];
  value: T | 'all';
  onChange: (value: T | 'all') => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <SelectField<T | 'all'>
      hideLabel
      label={label}
      value={value}
      options={(['all', ...values] as const).map((option) => ({ value: option, label: t(`users.${group}.${option}`) }))}
      onChange={onChange}
      className="sm:w-40"
    />
  );
}
