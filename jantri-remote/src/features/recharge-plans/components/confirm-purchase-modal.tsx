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
  return (
    <ConfirmDialog
      title="Confirm Purchase"
      confirmLabel="Confirm"
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
      confirmFirst={false}
      actionsClassName="rp-confirm-actions"
    >
      <p>
        Buy <strong>{plan.name}</strong> for <strong>{formatRupees(plan.price)}</strong> (
        {plan.validity_days} days)? You will pay by deposit; the plan activates when the deposit is
        approved.
      </p>
    </ConfirmDialog>
  );
}
