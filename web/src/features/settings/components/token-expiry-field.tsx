import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TOKEN_EXPIRY_CHOICES, type TokenExpiryChoice } from '../api-token-form.ts';

/** When a token stops working: never, in 30 or 90 days, in a year, or at the end of a chosen day. */
export function TokenExpiryField({
  choice,
  date,
  dateError,
  onChoice,
  onDate,
}: {
  choice: TokenExpiryChoice;
  date: string;
  dateError: string | null;
  onChoice: (choice: TokenExpiryChoice) => void;
  onDate: (date: string) => void;
}) {
  const { t } = useTranslation('api-tokens');
  return (
    <div className="space-y-3">
      <SelectField
        label={t('form.expiry')}
        value={choice}
        options={TOKEN_EXPIRY_CHOICES.map((value) => ({ value, label: t(`form.expiryChoices.${value}`) }))}
        onChange={onChoice}
      />
      {choice === 'date' ? (
        <Field
          label={t('form.expiryDate')}
          type="date"
          value={date}
          error={dateError}
          onChange={(e) => onDate(e.target.value)}
        />
      ) : null}
    </div>
  );
}
