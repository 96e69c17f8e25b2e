import { useCuttingT } from '../i18n';
import { DIGIT_LABELS, JODI_LABELS } from '@bgmi/shared';

interface CutGridProps {
  details: number[];
  andar: number[];
  bahar: number[];
}

/** The 00-99 grid of cut amounts and the A. H. / B. H. rows; cells with an amount are highlighted. */
export function CutGrid({ details, andar, bahar }: CutGridProps) {
  const t = useCuttingT();
  return (
    <div className="cut-grid-wrap">
      <ol className="cut-grid" aria-label={t('grid.label')}>
        {JODI_LABELS.map((label, index) => {
          const amount = details[index] ?? 0;
          return (
            <li
              key={label}
              className={amount > 0 ? 'cut-cell cut-cell-hot' : 'cut-cell'}
              data-number={label}
            >
              <span className="cut-cell-label">{label}</span>
              <span className="cut-cell-amount">{amount > 0 ? amount : ''}</span>
            </li>
          );
        })}
      </ol>
      {(
        [
          [t('grid.andar'), andar],
          [t('grid.bahar'), bahar],
        ] as const
      ).map(([name, cells]) => (
        <ol key={name} className="cut-haruf" aria-label={t('grid.row', { name })}>
          <li className="cut-haruf-name">{name}</li>
          {DIGIT_LABELS.map((digit, index) => {
            const amount = cells[index] ?? 0;
            return (
              <li
                key={digit}
                className={amount > 0 ? 'cut-cell cut-cell-hot' : 'cut-cell'}
                data-digit={digit}
              >
                <span className="cut-cell-label">{digit}</span>
                <span className="cut-cell-amount">{amount > 0 ? amount : ''}</span>
              </li>
            );
          })}
        </ol>
      ))}
    </div>
  );
}
