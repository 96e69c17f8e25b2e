import { STATUS_LABELS } from '@bgmi/shared';

const CLASS: Record<number, string> = { 0: 'badge-pending', 1: 'badge-success', 2: 'badge-danger' };

/** Status codes of deposits, withdrawals and tickets: 0 Pending, 1 Success, 2 Rejected. */
export function StatusBadge({ status }: { status: number }) {
  return (
    <span className={`badge wui-status ${CLASS[status] ?? ''}`}>
      {STATUS_LABELS[status] ?? String(status)}
    </span>
  );
}
