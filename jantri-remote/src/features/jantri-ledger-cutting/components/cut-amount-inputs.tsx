import { useCuttingT } from '../i18n';
import { DecimalField } from '../../../components/ledger/decimal-field';
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
      <DecimalField
        id="cut-num"
        label={t('amounts.cutNum')}
        placeholder={t('amounts.cutNumRs')}
        value={value.cutNum}
        onChange={(text) => onChange({ ...value, cutNum: text })}
      />
      <DecimalField
        id="cut-hrf"
        label={t('amounts.cutHrf')}
        placeholder={t('amounts.cutHrfRs')}
        value={value.cutHrf}
        onChange={(text) => onChange({ ...value, cutHrf: text })}
      />
    </>
  );
}
