import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatRupees, LEDGER_MESSAGES, notifyError } from '@bgmi/shared';
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
import '../cutting.css';

/**
 * /cutpage: Done posts cutNum, cutHrf and the cutting options; the grid, totals, copyable
 * cutting strings, and the cut as a sheet, a WhatsApp message and a PNG.
 */
export default function CutPage() {
  const location = useLocation();
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
      <LedgerPage title="Cutting Results" back="/gameCutting">
        <p className="page-empty">
          Choose a client and a game on <Link to="/gameCutting">Jantri Cutting</Link> first.
        </p>
      </LedgerPage>
    );
  }

  const done = () => {
    const next = { ...initial, ...amounts, ...options };
    const problem = cuttingProblem(next);
    if (problem) notifyError(problem);
    else setRequest(next);
  };

  const data = cutting.data;
  const andar = data?.cuttingHaroof.andar ?? '';
  const bahar = data?.cuttingHaroof.bahar ?? '';
  return (
    <LedgerPage title="Cutting Results" back="history">
      <LoadingOverlay show={cutting.isFetching} />
      <p className="ledger-note">
        {initial.client_name} · {initial.game_name}
      </p>
      <form
        className="card ledger-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          done();
        }}
      >
        <CutAmountInputs value={amounts} onChange={setAmounts} />
        <CutOptionsInputs value={options} onChange={setOptions} />
        <button type="submit" className="btn btn-primary">
          Done
        </button>
      </form>
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
              <dt>Jodi Total</dt>
              <dd>{formatRupees(data.cutGrid.jodi_total)}</dd>
            </div>
            <div>
              <dt>Haroof Total</dt>
              <dd>{formatRupees(data.cutGrid.haroof_total)}</dd>
            </div>
            <div>
              <dt>Final Total</dt>
              <dd>{formatRupees(data.cutGrid.final_total)}</dd>
            </div>
          </dl>
          <div className="cut-strings">
            <CutString
              title="Cutting Jodi"
              text={data.cuttingJodi}
              empty={LEDGER_MESSAGES.noCutNum}
            />
            <CutString title="Andar" text={andar} empty={LEDGER_MESSAGES.noCutHrf} />
            <CutString title="Bahar" text={bahar} empty={LEDGER_MESSAGES.noCutHrf} />
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

function CutString({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <div className="card cut-string">
      <div className="cut-string-head">
        <h2>{title}</h2>
        <CopyButton text={text} label={`Copy ${title}`} />
      </div>
      <p
        className={text ? 'cut-string-text' : 'cut-string-text muted'}
        data-testid={`cut-${title.toLowerCase().replace(' ', '-')}`}
      >
        {text || empty}
      </p>
    </div>
  );
}
