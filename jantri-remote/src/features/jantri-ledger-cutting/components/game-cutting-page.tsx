import { useJantriT } from '../../../lib/i18n';
import { useSpecWords } from '../../../lib/spec-words';
import { useCuttingT } from '../i18n';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ALL_CLIENTS, formatRupees, notifyError, useWallet } from '@bgmi/shared';
import { LedgerPage } from '../../../components/ledger/ledger-page';
import { NameSelect } from '../../../components/ledger/name-select';
import { useSessionLists } from '../../../lib/use-caller';
import { cuttingProblem } from '../cutting-form-state';
import { CutAmountInputs } from './cut-amount-inputs';
import { RiskPanel } from './risk-panel';
import { SheetImageButton } from './sheet-image-button';
import { CsvDownloadButton } from '../../../components/ledger/csv-download-button';
import { exportGameSheet } from '../../../lib/api/export-game-sheet';
import '../jantri-ledger-cutting.css';
import { SubmitForm } from '../../../components/ledger/submit-form';

/**
 * /gameCutting: client, game and the two cutting amounts; Done opens /cutpage with them. Below,
 * the risk view of the chosen client and game, whose capped cut fills 'Cutting Number Rs.'.
 */
export default function GameCuttingPage() {
  const navigate = useNavigate();
  const t = useCuttingT();
  const tj = useJantriT();
  const say = useSpecWords();
  const wallet = useWallet();
  const { clients, games } = useSessionLists();
  const [request, setRequest] = useState({
    client_name: '',
    game_name: '',
    cutNum: '',
    cutHrf: '',
  });

  const done = () => {
    const problem = cuttingProblem(request);
    if (problem) {
      notifyError(say(problem));
      return;
    }
    navigate('/cutpage', { state: request });
  };

  return (
    <LedgerPage
      title={t('page.title')}
      back="history"
      aside={<span aria-label={t('page.wallet')}>{formatRupees(wallet ?? 0)}</span>}
    >
      <SubmitForm className="card ledger-form" onSubmit={done}>
        <NameSelect
          id="cut-client"
          label={tj('common.client')}
          placeholder={t('page.selectClient')}
          extra={[ALL_CLIENTS]}
          extraLabel={() => t('page.allClients')}
          names={clients}
          value={request.client_name}
          onChange={(client_name) => setRequest({ ...request, client_name })}
        />
        <NameSelect
          id="cut-game"
          label={tj('common.game')}
          placeholder={t('page.selectGame')}
          names={games}
          value={request.game_name}
          onChange={(game_name) => setRequest({ ...request, game_name })}
        />
        <CutAmountInputs
          value={request}
          onChange={(amounts) => setRequest({ ...request, ...amounts })}
        />
        <button type="submit" className="btn btn-primary">
          {t('page.done')}
        </button>
        <CsvDownloadButton
          label={t('page.csv')}
          disabled={request.game_name === ''}
          emptyMessage={t('page.csvEmpty')}
          fetchFile={() => exportGameSheet(request.game_name, request.client_name)}
        />
        <SheetImageButton game_name={request.game_name} client_name={request.client_name} />
      </SubmitForm>
      <section className="ledger-section" aria-labelledby="risk-title">
        <h2 className="section-title" id="risk-title">
          {t('page.risk')}
        </h2>
        <RiskPanel
          client_name={request.client_name}
          game_name={request.game_name}
          cutHrf={request.cutHrf}
          onUseCut={(cutNum) => setRequest({ ...request, cutNum: String(cutNum) })}
        />
      </section>
    </LedgerPage>
  );
}
