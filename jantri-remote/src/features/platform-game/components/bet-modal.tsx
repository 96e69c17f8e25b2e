import { typedNumber } from '../../../lib/number-input';
import { useSpecWords } from '../../../lib/spec-words';
import { usePlatformGameT } from '../i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notifyError, notifySuccess, sessionStore, useWallet } from '@bgmi/shared';
import { BET_RULES } from '@bgmi/shared/jantri-contract';
import { Modal } from '@bgmi/shared/ui-kit';
import { usePlaceBet } from '../api/place-bet';
import { useRoundState } from '../api/round';
import { newRequestId } from '../../../lib/request-id';

interface BetModalProps {
  number: string;
  /** Closing resets the amount to 10 and clears the chosen number (the parent does the latter). */
  onClose: () => void;
}

/** The number-bet modal (spec section 2): digits-only amount, -/+ 10, presets, close, place bet. */
export function BetModal({ number, onClose }: BetModalProps) {
  const [amount, setAmount] = useState(String(BET_RULES.defaultAmount));
  const t = usePlatformGameT();
  const say = useSpecWords();
  const roundId = useRoundState()?.current_session_id ?? null;
  const wallet = useWallet();
  const place = usePlaceBet();
  const input = useRef<HTMLInputElement>(null);
  const requestId = useRef(newRequestId());

  const close = () => {
    setAmount(String(BET_RULES.defaultAmount));
    onClose();
  };
  useEffect(() => input.current?.focus(), []);

  const step = (delta: number) => setAmount((a) => String(Math.max(0, (Number(a) || 0) + delta)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount) || 0;
    if (value < BET_RULES.minAmount) {
      notifyError(say('bet.minAmount'));
      return close();
    }
    const state = sessionStore.getState();
    // Spec: the amount must be less than the wallet; an equal amount is refused too.
    if (value >= wallet) {
      notifyError(say('bet.lowBalance'));
      return close();
    }
    if (roundId === null || roundId === undefined) {
      notifyError(say('bet.noRound'));
      return close();
    }
    place.mutate(
      {
        username: state.userinfo?.username,
        session_id: roundId,
        amount: value,
        position_number: number,
        request_id: requestId.current,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(say(answer.message));
          close();
        },
        onError: (error) => {
          notifyError(say(error.message));
          close();
        },
      },
    );
  };

  return (
    <Modal
      title={t('modal.title', { number })}
      onClose={close}
      onSubmit={submit}
      className="gm-bet-modal"
    >
      <div className="gm-amount-row">
        <button
          type="button"
          className="btn"
          onClick={() => step(-BET_RULES.step)}
          aria-label={t('modal.minus')}
        >
          −
        </button>
        <input
          ref={input}
          className="input gm-amount-input"
          aria-label={t('modal.amount')}
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(typedNumber(e.target.value).replace(/\D/g, ''))}
        />
        <button
          type="button"
          className="btn"
          onClick={() => step(BET_RULES.step)}
          aria-label={t('modal.plus')}
        >
          +
        </button>
      </div>
      <div className="gm-presets">
        {BET_RULES.presets.map((preset) => (
          <button
            type="button"
            key={preset}
            className="btn btn-small"
            onClick={() => setAmount(String(preset))}
          >
            {preset}
          </button>
        ))}
      </div>
      <div className="gm-modal-actions">
        <button type="button" className="btn" onClick={close}>
          {t('modal.close')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={place.isPending}>
          {place.isPending ? t('modal.placing') : t('modal.place')}
        </button>
      </div>
    </Modal>
  );
}
