import { useCuttingT } from '../i18n';
import { FormField } from '@bgmi/shared/ui-kit';
import { DecimalField } from '../../../components/ledger/decimal-field';
export interface CutOptionValues {
  round_to: '' | '5' | '10';
  less_percent: string;
  dabba: string;
}

export const NO_CUT_OPTIONS: CutOptionValues = { round_to: '', less_percent: '', dabba: '' };

/**
 * The cutting options (DESIGN section 5): round each cut down to 5 or 10, "less %" (a share of
 * every cell instead of the excess) and "dabba" (drop cut amounts at or below a floor).
 */
export function CutOptionsInputs({
  value,
  onChange,
}: {
  value: CutOptionValues;
  onChange: (value: CutOptionValues) => void;
}) {
  const t = useCuttingT();
  return (
    <fieldset className="cut-options">
      <legend className="ledger-note">{t('options.legend')}</legend>
      <FormField id="cut-round" label={t('options.round')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={value.round_to}
            onChange={(event) =>
              onChange({ ...value, round_to: event.target.value as CutOptionValues['round_to'] })
            }
          >
            <option value="">{t('options.noRound')}</option>
            <option value="5">{t('options.to5')}</option>
            <option value="10">{t('options.to10')}</option>
          </select>
        )}
      </FormField>
      <DecimalField
        id="cut-less"
        label={t('options.less')}
        max={100}
        placeholder="10"
        value={value.less_percent}
        onChange={(text) => onChange({ ...value, less_percent: text })}
      />
      <DecimalField
        id="cut-dabba"
        label={t('options.dabba')}
        placeholder="5"
        value={value.dabba}
        onChange={(text) => onChange({ ...value, dabba: text })}
      />
    </fieldset>
  );
}
