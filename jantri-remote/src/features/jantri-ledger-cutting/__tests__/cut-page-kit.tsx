import { mockAnyApi } from '@bgmi/shared/testing/mock-api';
import CutPage from '../components/cut-page';
import { renderPage } from '../../../testing/ledger-test-kit';

const details = Array(100).fill(0);
details[12] = 110;
details[34] = 10;
/** The cut of 12(110) 34(10) A 3(5): jodi 120, haroof 5, total 125. */
const CUT_ANSWER = {
  status: true,
  message: 'ok',
  cuttingJodi: '12(110) 34(10)',
  cuttingHaroof: { andar: '3(5)', bahar: '' },
  cutGrid: {
    details,
    andar: [0, 0, 0, 5, 0, 0, 0, 0, 0, 0],
    bahar: Array(10).fill(0),
    jodi_total: 120,
    haroof_total: 5,
    final_total: 125,
  },
};

/** The cut page for Ramesh's 37 on गली, the API answering CUT_ANSWER; returns its calls. */
export function renderCutOfGali() {
  const { calls } = mockAnyApi(CUT_ANSWER);
  renderPage(<CutPage />, '/cutpage', {
    client_name: 'Ramesh',
    game_name: 'गली',
    cutNum: '37',
    cutHrf: '',
  });
  return calls;
}
