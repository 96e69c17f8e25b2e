import type { JoinStatus } from '@bgmi/shared';

const ICONS: Record<JoinStatus, { icon: string; label: string; tone: string }> = {
  '': { icon: '…', label: 'Pending', tone: 'badge-pending' },
  accepted: { icon: '✓', label: 'Accepted', tone: 'badge-success' },
  rejected: { icon: '✕', label: 'Rejected', tone: 'badge-danger' },
};

/** A join request's status as an icon with its name for screen readers. */
export function StatusIcon({ status }: { status: JoinStatus }) {
  const entry = ICONS[status];
  return (
    <span className={`badge ${entry.tone} tm-status`} title={entry.label}>
      <span aria-hidden="true">{entry.icon}</span>{' '}
      <span className="tm-status-label">{entry.label}</span>
    </span>
  );
}
