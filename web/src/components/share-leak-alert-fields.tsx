import { useTranslation } from 'react-i18next';
import { LEAK_ALERT_VISITORS_DEFAULT, LEAK_ALERT_VISITORS_MAX } from '@vaultbox/common/constants.ts';
import { Field } from './ui/field.tsx';
import { Toggle } from './ui/toggle.tsx';
import { positiveInt, type ShareForm } from './share-payload.ts';
import type { ShareFormChange } from './share-form-fields.tsx';

/**
 * The leak alert of a share (docs/product.md, Share activity): alert the owner when more visitors than the threshold
 * open the link within an hour, and, if asked, pause the link until the owner turns it on again.
 */
export function ShareLeakAlertFields({ form, onChange }: { form: ShareForm; onChange: ShareFormChange }) {
  const { t } = useTranslation('sharing');
  const count = positiveInt(form.leakAlertVisitors) ?? LEAK_ALERT_VISITORS_DEFAULT;
  return (
    <fieldset
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      data-testid="leak-alert"
    >
      <legend className="sr-only">{t('form.leakAlert')}</legend>
      <Toggle
        checked={form.leakAlert}
        onChange={(v) => onChange('leakAlert', v)}
        label={t('form.leakAlert')}
        description={t('form.leakAlertHint')}
      />
      {form.leakAlert ? (
        <>
          <Field
            label={t('form.leakAlertVisitors')}
            type="number"
            min={1}
            max={LEAK_ALERT_VISITORS_MAX}
            step={1}
            inputMode="numeric"
            className="sm:max-w-xs"
            value={form.leakAlertVisitors}
            onChange={(e) => onChange('leakAlertVisitors', e.target.value)}
            hint={t('form.leakAlertVisitorsHint', { count })}
          />
          <Toggle
            checked={form.leakAutoPause}
            onChange={(v) => onChange('leakAutoPause', v)}
            label={t('form.leakAutoPause')}
            description={t('form.leakAutoPauseHint')}
          />
        </>
      ) : null}
    </fieldset>
  );
}
