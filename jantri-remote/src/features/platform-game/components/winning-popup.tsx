import { usePlatformGameT } from '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { writeRound } from '@bgmi/shared';
import { useRoundState } from '../api/round';
import { Modal } from '@bgmi/shared/ui-kit';

/** Shows the round's winning_number when a round's result (`session_result`) arrives; 'Close' clears it. */
export function WinningPopup() {
  const client = useQueryClient();
  const t = usePlatformGameT();
  const result = useRoundState()?.session_result ?? null;
  if (!result?.winning_number) return null;
  const close = () => writeRound(client, { session_result: null });
  return (
    <Modal title={t('win.title')} onClose={close} closeButton={false} className="gm-win">
      <p className="gm-win-number" data-testid="winning-number">
        {result.winning_number}
      </p>
      <button type="button" className="btn btn-primary" onClick={close} data-autofocus>
        {t('win.close')}
      </button>
    </Modal>
  );
}
