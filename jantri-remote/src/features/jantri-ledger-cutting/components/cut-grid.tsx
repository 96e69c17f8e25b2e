import { useCuttingT } from '../i18n';
import { DIGIT_LABELS, JODI_LABELS } from '@bgmi/shared';

interface CutGridProps {
  details: number[];
  andar: number[];
  bahar: number[];
}

/** One cell: its jodi or digit, and the cut amount when there is one (highlighted). */
function CutCell({
  label,
  amount,
  mark,
}: {
  label: string;
  amount: number;
  /** The attribute that names the cell (tests and e2e find it by it): a jodi or a haruf digit. */
  mark: 'data-number' | 'data-digit';
}) {
  return (
    <li className={amount > 0 ? 'cut-cell cut-cell-hot' : 'cut-cell'} {...{ [mark]: label }}>
      <span className="cut-cell-label">{label}</span>
      <span className="cut-cell-amount">{amount > 0 ? amount : ''}</span>
    </li>
  );
}

/** The 00-99 grid of cut amounts and the A. H. / B. H. rows; cells with an amount are highlighted. */
export function CutGrid({ details, andar, bahar }: CutGridProps) {
  const t = useCuttingT();
  return (
    <div className="cut-grid-wrap">
      <ol className="cut-grid" aria-label={t('grid.label')}>
        {JODI_LABELS.map((label, index) => (
          <CutCell key={label} label={label} amount={details[index] ?? 0} mark="data-number" />
        ))}
      </ol>
      {(
        [
          [t('grid.andar'), andar],
          [t('grid.bahar'), bahar],
        ] as const
      ).map(([name, cells]) => (
        <ol key={name} className="cut-haruf" aria-label={t('grid.row', { name })}>
          <li className="cut-haruf-name">{name}</li>
          {DIGIT_LABELS.map((digit, index) => (
            <CutCell key={digit} label={digit} amount={cells[index] ?? 0} mark="data-digit" />
          ))}
        </ol>
      ))}
    </div>
  );
}
