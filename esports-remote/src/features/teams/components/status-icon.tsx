import type { JoinStatus } from '@bgmi/shared';
import { useTeamsT } from '../i18n';

const ICONS = {
  '': { icon: '…', label: 'status.pending', tone: 'badge-pending' },
  accepted: { icon: '✓', label: 'status.accepted', tone: 'badge-success' },
  rejected: { icon: '✕', label: 'status.rejected', tone: 'badge-danger' },
} as const satisfies Record<JoinStatus, { icon: string; label: string; tone: string }>;

/** A join request's status as an icon with its name for screen readers. */
export function StatusIcon({ status }: { status: JoinStatus }) {
  const t = useTeamsT();
  const entry = ICONS[status];
  return (
    <span className={`badge ${entry.tone} tm-status`} title={t(entry.label)}>
      <span aria-hidden="true">{entry.icon}</span>{' '}
      <span className="tm-status-label">{t(entry.label)}</span>
    </span>
  );
}
