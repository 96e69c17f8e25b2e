import { useUiT } from '../i18n';
import { useId, type ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The question or the facts to confirm. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the action runs: both buttons off, the confirm button says so. */
  busy?: boolean;
  busyLabel?: string;
  /** 'danger' for deletions (a red button). */
  tone?: 'primary' | 'danger';
  /** Button order: the confirm button first (default) or last. */
  confirmFirst?: boolean;
  /** Extra class on the actions row. */
  actionsClassName?: string;
}

/** A yes/no question over the page; the confirm button has the focus, Escape cancels. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel,
  tone = 'primary',
  confirmFirst = true,
  actionsClassName = 'modal-actions',
}: ConfirmDialogProps) {
  const bodyId = useId();
  const t = useUiT();
  cancelLabel ??= t('cancel');
  busyLabel ??= t('wait');
  const confirm = (
    <button
      key="confirm"
      type="button"
      className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}
      onClick={onConfirm}
      disabled={busy}
      data-autofocus
    >
      {busy ? busyLabel : confirmLabel}
    </button>
  );
  const cancel = (
    <button key="cancel" type="button" className="btn" onClick={onCancel} disabled={busy}>
      {cancelLabel}
    </button>
  );
  return (
    <Modal title={title} onClose={onCancel} closeButton={false} describedBy={bodyId}>
      <div id={bodyId}>{children}</div>
      <div className={actionsClassName}>{confirmFirst ? [confirm, cancel] : [cancel, confirm]}</div>
    </Modal>
  );
}
