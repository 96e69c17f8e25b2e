import { useRechargePlansT } from '../i18n';
import { type Plan } from '@bgmi/shared/jantri-contract';
import { moneyAmount } from '../../../lib/money-mode';

// Plain glyphs (no emoji font needed on any device).
const ICONS: Record<string, string> = { rocket: '▲', crown: '♛', diamond: '◆', star: '★' };

/** Without `onChoose` (demo mode) the card is shown, not sold: no Buy button. */
export function PlanCard({ plan, onChoose }: { plan: Plan; onChoose?: (plan: Plan) => void }) {
  const t = useRechargePlansT();
  return (
    <article
      className={`card rp-card rp-level-${Math.min(plan.highlightLevel, 2)}`}
      aria-label={plan.name}
    >
      {plan.highlightLevel >= 2 && (
        <span className="badge badge-pending rp-flag">{t('card.popular')}</span>
      )}
      <span className="rp-icon" aria-hidden="true">
        {ICONS[plan.icon] ?? ICONS.star}
      </span>
      <h2 className="rp-name">{plan.name}</h2>
      <div className="rp-price">
        {moneyAmount(plan.price)} <small>/ {plan.duration}</small>
      </div>
      <ul className="rp-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {onChoose && (
        <button type="button" className="btn btn-primary" onClick={() => onChoose(plan)}>
          {plan.button}
        </button>
      )}
    </article>
  );
}
