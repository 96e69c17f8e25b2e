import { typedNumber } from '../../../lib/number-input';
import { useCuttingT } from '../i18n';
import { FormField } from '@bgmi/shared/ui-kit';
interface Amounts {
  cutNum: string;
  cutHrf: string;
}

/** The two numeric inputs with the spec's placeholders. */
export function CutAmountInputs({
  value,
  onChange,
}: {
  value: Amounts;
  onChange: (value: Amounts) => void;
}) {
  const t = useCuttingT();
  return (
    <>
      <FormField id="cut-num" label={t('amounts.cutNum')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            inputMode="decimal"
            min={0}
            placeholder={t('amounts.cutNumRs')}
            value={value.cutNum}
            onChange={(event) => onChange({ ...value, cutNum: typedNumber(event.target.value) })}
          />
        )}
      </FormField>
      <FormField id="cut-hrf" label={t('amounts.cutHrf')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="text"
            inputMode="decimal"
            min={0}
            placeholder={t('amounts.cutHrfRs')}
            value={value.cutHrf}
            onChange={(event) => onChange({ ...value, cutHrf: typedNumber(event.target.value) })}
          />
        )}
      </FormField>
    </>
  );
}
