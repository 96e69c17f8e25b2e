import { EVENT_TYPES, type EventType } from '@bgmi/shared';

const LABELS: Record<EventType, string> = { upcoming: 'Upcoming', live: 'Live', past: 'Past' };

/** The upcoming / live / past tabs (spec section 4 categories). */
export function EventFilters({
  value,
  onChange,
}: {
  value: EventType;
  onChange: (type: EventType) => void;
}) {
  return (
    <div className="tabs ev-filters" role="tablist" aria-label="Filter events">
      {EVENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          className="btn tab"
          aria-selected={value === type}
          onClick={() => onChange(type)}
        >
          {LABELS[type]}
        </button>
      ))}
    </div>
  );
}
