import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  formatRupees,
  notifyError,
  notifySuccess,
  rupeesToPaise,
  todayInIndia,
} from '@bgmi/shared';
import { cutOneLine, cutSheetText, sheetTotals } from '@bgmi/shared/jantri-calculators';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { errorText } from '../../../lib/error-text';
import { useSendPass, useUppers } from '../api/upper-api';
import { useUpperT } from '../i18n';
import '../upper-broker.css';
import { FormField } from '@bgmi/shared/ui-kit';
import { DayField } from '../../../components/ledger/day-field';
import { SubmitForm } from '../../../components/ledger/submit-form';

/** What the cutting page hands over: the game and the cut grid in rupees. */
export interface SendCutState {
  game_name: string;
  client_name: string;
  details: number[];
  andar: number[];
  bahar: number[];
}

/** /upperSend: a preview of the cut, the upper to send it to, and Send (issue 27). */
export default function SendCutPage() {
  const t = useUpperT();
  const cut = useLocation().state as SendCutState | null;
  const navigate = useNavigate();
  const uppers = useUppers();
  const send = useSendPass();
  const [upperId, setUpperId] = useState('');
  const [date, setDate] = useState(todayInIndia());

  if (!cut) {
    return (
      <LedgerPage title={t('send.title')} back="/uppers">
        <p className="page-empty">
          {t('send.noCutBefore')}
          <Link to="/gameCutting">{t('send.noCutLink')}</Link>
          {t('send.noCutAfter')}
        </p>
      </LedgerPage>
    );
  }
  const sheet = {
    jodi: cut.details.map(rupeesToPaise),
    andar: cut.andar.map(rupeesToPaise),
    bahar: cut.bahar.map(rupeesToPaise),
  };
  const total = sheetTotals(sheet).totalPaise / 100;
  const chosen = uppers.data?.find((u) => u._id === upperId);

  const submit = () => {
    if (!upperId) {
      notifyError(t('send.chooseFirst'));
      return;
    }
    send.mutate(
      {
        upper_id: upperId,
        game_name: cut.game_name,
        date,
        details: cut.details,
        andar: cut.andar,
        bahar: cut.bahar,
      },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          navigate('/upperPasses');
        },
        onError: (error) => notifyError(errorText(error, t('common.failed'))),
      },
    );
  };

  return (
    <LedgerPage title={t('send.title')} back="history">
      <div className="card upper-preview" aria-label={t('send.preview')}>
        <p className="ledger-note">
          {t('send.from', { game: cut.game_name, client: cut.client_name })}
        </p>
        <p className="upper-one-line" data-testid="pass-preview">
          {cutOneLine(sheet) || t('send.nothing')}
        </p>
        <pre className="cut-sheet-text">{cutSheetText(cut.game_name, sheet)}</pre>
        <p className="upper-total">{t('send.total', { total: formatRupees(total) })}</p>
      </div>
      <SubmitForm className="card ledger-form" onSubmit={submit}>
        <FormField
          id="send-upper"
          label={t('send.upper')}
          hint={
            uppers.data?.length === 0 && (
              <span className="ledger-note">
                {t('send.addBefore')}
                <Link to="/uppers">{t('send.addLink')}</Link>
                {t('send.addAfter')}
              </span>
            )
          }
        >
          {(control) => (
            <select
              {...control}
              className="input"
              value={upperId}
              onChange={(event) => setUpperId(event.target.value)}
            >
              <option value="">{t('send.choose')}</option>
              {uppers.data?.map((u) => (
                <option key={u._id} value={u._id}>
                  {u.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {chosen && (
          <p className="ledger-note">
            {t('send.terms', {
              rate: chosen.passing_rate,
              lc: chosen.lc,
              basis: chosen.commission_basis,
              patti: chosen.patti,
            })}{' '}
            {t(chosen.upper_username ? 'send.accepts' : 'send.keptHere')}
          </p>
        )}
        <DayField id="send-date" label={t('send.date')} value={date} onChange={setDate} />
        <button type="submit" className="btn btn-primary" disabled={send.isPending || total <= 0}>
          {t('send.submit')}
        </button>
      </SubmitForm>
    </LedgerPage>
  );
}
