import { useCuttingT } from '../i18n';
import { wordCutSheet } from '../cut-sheet-words';
import { notifyError, rupeesToPaise, todayInIndia } from '@bgmi/shared';
import { cutOneLine, cutSheetText, whatsAppShareUrl } from '@bgmi/shared/jantri-calculators';
import { downloadCutImage, type CutImageData } from '../cut-image';
import { CopyButton } from './copy-button';

interface CutShareProps {
  gameName: string;
  clientName: string;
  /** The cut grid and totals in rupees, as cutting-data-jantri answers them. */
  grid: { details: number[]; andar: number[]; bahar: number[] };
  totals: CutImageData['totals'];
}

const paise = (cells: number[]) => cells.map(rupeesToPaise);

/**
 * The cut as text and image (DESIGN section 5): the one-line form, the sheet form (which bet
 * entry reads back), a WhatsApp share link with the sheet, and a PNG of the grid.
 */
export function CutShare({ gameName, clientName, grid, totals }: CutShareProps) {
  const t = useCuttingT();
  const cut = { jodi: paise(grid.details), andar: paise(grid.andar), bahar: paise(grid.bahar) };
  const oneLine = cutOneLine(cut);
  const sheet = wordCutSheet(t, cutSheetText(gameName, cut));
  const empty = totals.final <= 0;
  return (
    <div className="card cut-string cut-share-card">
      <div className="cut-string-head">
        <h2>{t('share.title')}</h2>
      </div>
      <pre className="cut-sheet-text" data-testid="cut-sheet-text">
        {sheet}
      </pre>
      <div className="cut-share">
        <CopyButton text={empty ? '' : sheet} label={t('share.copySheet')} />
        <CopyButton text={oneLine} label={t('share.copyLine')} />
        <a
          className={`btn btn-small${empty ? ' disabled' : ''}`}
          href={whatsAppShareUrl(sheet)}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={empty}
          onClick={(event) => empty && event.preventDefault()}
        >
          {t('share.whatsApp')}
        </a>
        <button
          type="button"
          className="btn btn-small"
          disabled={empty}
          onClick={() =>
            downloadCutImage({
              gameName,
              clientName,
              date: todayInIndia(),
              ...grid,
              totals,
              labels: {
                kind: t('image.cutting'),
                andar: t('image.andar'),
                bahar: t('image.bahar'),
                jodiTotal: t('image.jodiTotal'),
                haroofTotal: t('image.haroofTotal'),
                finalTotal: t('image.finalTotal'),
              },
            }).catch(() => notifyError(t('share.imageFailed')))
          }
        >
          {t('share.png')}
        </button>
      </div>
    </div>
  );
}
