import { useSpecWords } from '../../../lib/spec-words';
import { useCuttingT } from '../i18n';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ALL_CLIENTS, formatRupees, LEDGER_MESSAGES, notifyError } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { LoadingOverlay } from '../../../components/ledger/loading-overlay';
import { errorText } from '../../../lib/error-text';
import { useCutting, type CuttingRequest } from '../api/cutting-data';
import { cuttingProblem } from '../cutting-form-state';
import { CopyButton } from './copy-button';
import { CutAmountInputs } from './cut-amount-inputs';
import { CutGrid } from './cut-grid';
import { CutOptionsInputs, NO_CUT_OPTIONS } from './cut-options-inputs';
import { CutShare } from './cut-share';
import { BookWord } from '../../../lib/book-image/book-word';
import '../jantri-ledger-cutting.css';
import { SubmitForm } from '../../../components/ledger/submit-form';

/**
 * /cutpage: Done posts cutNum, cutHrf and the cutting options; the grid, totals, copyable
 * cutting strings, and the cut as a sheet, a WhatsApp message and a PNG.
 */
export default function CutPage() {
  const location = useLocation();
  const t = useCuttingT();
  const say = useSpecWords();
  const initial = location.state as CuttingRequest | null;
  const [amounts, setAmounts] = useState({
    cutNum: initial?.cutNum ?? '',
    cutHrf: initial?.cutHrf ?? '',
  });
  const [options, setOptions] = useState({ ...NO_CUT_OPTIONS });
  const [request, setRequest] = useState<CuttingRequest | null>(initial);
  const cutting = useCutting(request);

  if (!initial) {
    return (
      <LedgerPage title={t('result.title')} back="/gameCutting">
        <p className="page-empty">
          {t('result.chooseBefore')}
          <Link to="/gameCutting">{t('result.chooseLink')}</Link>
          {t('result.chooseAfter')}
        </p>
      </LedgerPage>
    );
  }

  const done = () => {
    const next = { ...initial, ...amounts, ...options };
    const problem = cuttingProblem(next);
    if (problem) notifyError(say(problem));
    else setRequest(next);
  };

  const data = cutting.data;
  const andar = data?.cuttingHaroof.andar ?? '';
  const bahar = data?.cuttingHaroof.bahar ?? '';
  return (
    <LedgerPage title={t('result.title')} back="history">
      <LoadingOverlay show={cutting.isFetching} />
      <p className="ledger-note">
        {initial.client_name === ALL_CLIENTS ? t('page.allClients') : initial.client_name} ·{' '}
        {initial.game_name}
      </p>
      <SubmitForm className="card ledger-form" onSubmit={done}>
        <CutAmountInputs value={amounts} onChange={setAmounts} />
        <CutOptionsInputs value={options} onChange={setOptions} />
        <button type="submit" className="btn btn-primary">
          {t('page.done')}
        </button>
      </SubmitForm>
      {cutting.isError && (
        <p className="form-error">{errorText(cutting.error, LEDGER_MESSAGES.fetchDataFailed)}</p>
      )}
      {data && (
        <>
          <CutGrid
            details={data.cutGrid.details}
            andar={data.cutGrid.andar}
            bahar={data.cutGrid.bahar}
          />
          <dl className="cut-totals">
            <div>
              <dt>{t('result.jodiTotal')}</dt>
              <dd>{formatRupees(data.cutGrid.jodi_total)}</dd>
            </div>
            <div>
              <dt>{t('result.haroofTotal')}</dt>
              <dd>{formatRupees(data.cutGrid.haroof_total)}</dd>
            </div>
            <div>
              <dt>{t('result.finalTotal')}</dt>
              <dd>{formatRupees(data.cutGrid.final_total)}</dd>
            </div>
          </dl>
          <div className="cut-strings">
            <CutString
              id="cutting-jodi"
              title={t('result.cuttingJodi')}
              text={data.cuttingJodi}
              empty={say('ledger.noCutNum')}
            />
            <CutString
              id="andar"
              title={t('result.andar')}
              text={andar}
              empty={say('ledger.noCutHrf')}
            />
            <CutString
              id="bahar"
              title={t('result.bahar')}
              text={bahar}
              empty={say('ledger.noCutHrf')}
            />
          </div>
          <CutShare
            gameName={initial.game_name}
            clientName={initial.client_name}
            grid={data.cutGrid}
            totals={{
              jodi: data.cutGrid.jodi_total,
              haroof: data.cutGrid.haroof_total,
              final: data.cutGrid.final_total,
            }}
          />
          {data.cutGrid.final_total > 0 && (
            <Link
              className="btn btn-primary cut-send-up"
              to="/upperSend"
              state={{
                game_name: initial.game_name,
                client_name: initial.client_name,
                details: data.cutGrid.details,
                andar: data.cutGrid.andar,
                bahar: data.cutGrid.bahar,
              }}
            >
              <BookWord word="upper.sendCutUp" />
            </Link>
          )}
        </>
      )}
    </LedgerPage>
  );
}

function CutString({
  id,
  title,
  text,
  empty,
}: {
  id: string;
  title: string;
  text: string;
  empty: string;
}) {
  const t = useCuttingT();
  return (
    <div className="card cut-string">
      <div className="cut-string-head">
        <h2>{title}</h2>
        <CopyButton text={text} label={t('result.copy', { title })} />
      </div>
      <p className={text ? 'cut-string-text' : 'cut-string-text muted'} data-testid={`cut-${id}`}>
        {text || empty}
      </p>
    </div>
  );
}
