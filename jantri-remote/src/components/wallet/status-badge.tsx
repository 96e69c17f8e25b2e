import { useJantriT } from '../../lib/i18n';

const CLASS: Record<number, string> = { 0: 'badge-pending', 1: 'badge-success', 2: 'badge-danger' };

/** Status codes of deposits, withdrawals and tickets: 0 Pending, 1 Success, 2 Rejected. */
export function StatusBadge({ status }: { status: number }) {
  const t = useJantriT();
  const label =
    status === 0 || status === 1 || status === 2 ? t(`status.${status}`) : String(status);
  return <span className={`badge wui-status ${CLASS[status] ?? ''}`}>{label}</span>;
}
