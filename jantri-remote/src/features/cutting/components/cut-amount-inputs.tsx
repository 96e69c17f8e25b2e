import { typedNumber } from '../../../lib/number-input';
import { useCuttingT } from '../i18n';
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
      <div className="form-field">
        <label htmlFor="cut-num">{t('amounts.cutNum')}</label>
        <input
          id="cut-num"
          className="input"
          type="text"
          inputMode="decimal"
          min={0}
          placeholder={t('amounts.cutNumRs')}
          value={value.cutNum}
          onChange={(event) => onChange({ ...value, cutNum: typedNumber(event.target.value) })}
        />
      </div>
      <div className="form-field">
        <label htmlFor="cut-hrf">{t('amounts.cutHrf')}</label>
        <input
          id="cut-hrf"
          className="input"
          type="text"
          inputMode="decimal"
          min={0}
          placeholder={t('amounts.cutHrfRs')}
          value={value.cutHrf}
          onChange={(event) => onChange({ ...value, cutHrf: typedNumber(event.target.value) })}
        />
      </div>
    </>
  );
}
