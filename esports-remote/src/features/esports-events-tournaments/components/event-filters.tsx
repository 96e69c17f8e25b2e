import { EVENT_TYPES, type EventType } from '@bgmi/shared';
import { useTournamentsT } from '../i18n';

/** The upcoming / live / past tabs (spec section 4 categories). */
export function EventFilters({
  value,
  onChange,
}: {
  value: EventType;
  onChange: (type: EventType) => void;
}) {
  const t = useTournamentsT();
  return (
    <div className="tabs ev-filters" role="tablist" aria-label={t('filter.label')}>
      {EVENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          className="btn tab"
          aria-selected={value === type}
          onClick={() => onChange(type)}
        >
          {t(`filter.${type}`)}
        </button>
      ))}
    </div>
  );
}
