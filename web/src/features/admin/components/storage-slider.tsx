import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_SLIDER, gbToBytes } from '../user-form.ts';
import { useFormat } from '../../../lib/use-format.ts';

/** The storage limit, 1 GB to 1 TB in 1 GB steps; the figure beside it is what the API will get, in bytes. */
export function StorageSlider({
  valueGb,
  onChange,
  usedBytes,
}: {
  valueGb: number;
  onChange: (gb: number) => void;
  usedBytes?: number;
}) {
  const { formatBytes } = useFormat();
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('users.form.storageLimit')}
        </label>
        <span
          className="text-sm font-semibold text-indigo-600 tabular-nums dark:text-indigo-400"
          data-testid="storage-value"
        >
          {formatBytes(gbToBytes(valueGb))}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={STORAGE_SLIDER.min}
        max={STORAGE_SLIDER.max}
        step={STORAGE_SLIDER.step}
        value={valueGb}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full cursor-pointer accent-indigo-600"
        aria-valuetext={formatBytes(gbToBytes(valueGb))}
      />
      <div className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{formatBytes(gbToBytes(STORAGE_SLIDER.min))}</span>
        {usedBytes !== undefined ? <span>{t('users.form.storageUsed', { used: formatBytes(usedBytes) })}</span> : null}
        <span>{formatBytes(gbToBytes(STORAGE_SLIDER.max))}</span>
      </div>
    </div>
  );
}
