import { useTranslation } from 'react-i18next';
import type { PreferencesUpdate } from '@vaultbox/common/schemas/user.ts';
import { Toggle } from '../../../components/ui/toggle.tsx';

/**
 * The switches of a preferences group, each saved as it flips: one a key, labelled by `<group>.<key>` and hinted by
 * `<group>.<key>Hint`.
 */
export function PreferenceToggles<Key extends string>({
  group,
  keys,
  values,
  save,
  saving,
}: {
  group: 'notifications' | 'privacy';
  keys: readonly Key[];
  /** Each switch's state: as saved, or as being saved. */
  values: Record<Key, boolean>;
  save: (changes: PreferencesUpdate) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('settings');
  return keys.map((key) => (
    <Toggle
      key={key}
      checked={values[key]}
      onChange={(value) => save({ [group]: { [key]: value } })}
      disabled={saving}
      label={t(`${group}.${key}`)}
      description={t(`${group}.${key}Hint`)}
    />
  ));
}
