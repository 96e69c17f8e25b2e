import { useState } from 'react';
import { ALL_CLIENTS, notifyError, todayInIndia } from '@bgmi/shared';
import { useBookT } from '../../../lib/book-image/i18n';
import { useBookLabels } from '../../../lib/book-image/use-book-labels';
import { fetchCutting } from '../api/cutting-data';
import { downloadCutImage } from '../cut-image';

/**
 * A game's sheet as a PNG for WhatsApp (issue 27): the cut grid's image of the whole sheet (a
 * cut over 0 is every amount), for one client or all clients combined, in the sheet's labels.
 */
export function SheetImageButton({
  game_name,
  client_name,
}: {
  game_name: string;
  client_name: string;
}) {
  const t = useBookT();
  const labels = useBookLabels();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const client = client_name || ALL_CLIENTS;
      const answer = await fetchCutting({
        client_name: client,
        game_name,
        cutNum: '0',
        cutHrf: '0',
      });
      const grid = answer.cutGrid;
      await downloadCutImage({
        gameName: game_name,
        clientName: client,
        date: todayInIndia(),
        details: grid.details,
        andar: grid.andar,
        bahar: grid.bahar,
        totals: { jodi: grid.jodi_total, haroof: grid.haroof_total, final: grid.final_total },
        kind: 'sheet',
        labels: labels.sheet,
      });
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t('download.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn" disabled={!game_name || busy} onClick={() => void run()}>
      {t(busy ? 'sheet.preparing' : 'sheet.button')}
    </button>
  );
}
