import { useRechargePlansT } from '../i18n';
import { formatRupees } from '@bgmi/shared';
import { type Plan } from '@bgmi/shared/jantri-contract';
import { ConfirmDialog } from '@bgmi/shared/ui-kit';

/** 'Confirm Purchase': the chosen plan, Cancel or Confirm. */
export function ConfirmPurchaseModal({
  plan,
  busy,
  onCancel,
  onConfirm,
}: {
  plan: Plan;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useRechargePlansT();
  return (
    <ConfirmDialog
      title={t('confirm.title')}
      confirmLabel={t('confirm.ok')}
      cancelLabel={t('confirm.cancel')}
      busyLabel={t('confirm.busy')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      confirmFirst={false}
      actionsClassName="rp-confirm-actions"
    >
      <p>
        {t('confirm.before')} <strong>{plan.name}</strong> {t('confirm.for')}{' '}
        <strong>{formatRupees(plan.price)}</strong>{' '}
        {t('confirm.after', { days: plan.validity_days })}
      </p>
    </ConfirmDialog>
  );
}
