import { useBetEntryT } from '../i18n';
import { DIGIT_LABELS, JODI_LABELS } from '@bgmi/shared';
import type { ParseResult, Sheet } from '@bgmi/shared/jantri-calculators';

interface BetPreviewProps {
  parsed: ParseResult;
  sheet: Sheet;
  totals: { jodiPaise: number; haroofPaise: number; totalPaise: number };
}

const rupees = (paise: number) => String(paise / 100);

/** The live preview's sum: every number with its amount, then the totals (lines: BetLineList). */
export function BetPreview({ sheet, totals }: BetPreviewProps) {
  const t = useBetEntryT();
  const jodis = JODI_LABELS.map((label, index) => [label, sheet.jodi[index] ?? 0] as const).filter(
    ([, p]) => p > 0,
  );
  const rows = [
    [t('preview.andar'), sheet.andar],
    [t('preview.bahar'), sheet.bahar],
  ] as const;
  return (
    <div className="bet-entry-preview" aria-live="polite">
      {jodis.length > 0 && (
        <ul className="bet-entry-cells" aria-label={t('preview.numbers')}>
          {jodis.map(([label, paise]) => (
            <li key={label} className="bet-entry-cell">
              <span className="bet-entry-number">{label}</span>
              <span>{rupees(paise)}</span>
            </li>
          ))}
        </ul>
      )}
      {rows.map(([name, cells]) =>
        cells.some((paise) => paise > 0) ? (
          <ul
            key={name}
            className="bet-entry-cells"
            aria-label={t('preview.rowAmounts', { row: name })}
          >
            <li className="bet-entry-row-name">{name}</li>
            {cells.map((paise, digit) =>
              paise > 0 ? (
                <li key={digit} className="bet-entry-cell">
                  <span className="bet-entry-number">{DIGIT_LABELS[digit]}</span>
                  <span>{rupees(paise)}</span>
                </li>
              ) : null,
            )}
          </ul>
        ) : null,
      )}
      <p className="bet-entry-totals">
        <span>{t('preview.jodi', { amount: rupees(totals.jodiPaise) })}</span>
        <span>{t('preview.haruf', { amount: rupees(totals.haroofPaise) })}</span>
        <strong data-testid="bet-entry-total">
          {t('preview.total', { amount: rupees(totals.totalPaise) })}
        </strong>
      </p>
    </div>
  );
}
