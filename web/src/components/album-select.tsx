import { useTranslation } from 'react-i18next';
import { useAlbumChoices } from '../lib/albums-api.ts';
import { SelectField } from './ui/select-field.tsx';

/**
 * A select of the user's albums with a first choice that means none (the library's "All files", the upload screen's
 * "No album"); `value` null is that first choice.
 */
export function AlbumSelect({
  label,
  noneLabel,
  value,
  onChange,
  hideLabel,
  className,
}: {
  label: string;
  noneLabel: string;
  value: string | null;
  onChange: (albumId: string | null) => void;
  hideLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('albums');
  const { albums, isPending } = useAlbumChoices();
  const options = [{ value: '', label: noneLabel }, ...albums.map((album) => ({ value: album.id, label: album.name }))];
  // An album from an old link that is gone (or not loaded yet) still shows as chosen.
  if (value && !albums.some((album) => album.id === value))
    options.push({ value, label: isPending ? t('select.loading') : t('select.unknown') });
  return (
    <SelectField
      label={label}
      hideLabel={hideLabel}
      className={className}
      value={value ?? ''}
      options={options}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
