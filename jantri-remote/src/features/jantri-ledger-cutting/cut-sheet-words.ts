import type { CuttingT } from './i18n';

/**
 * The cut sheet (shared cutSheetText: "NN=amount", "A d=amount", "Total = N") with its labels in
 * the reader's language. The numbers stay ASCII digits and the labels stay words the parser reads
 * back (अंदर, बाहर, कुल), so a pasted Hindi sheet makes the same bets.
 */
export function wordCutSheet(t: CuttingT, sheet: string): string {
  return sheet
    .split('\n')
    .map((line) =>
      line
        .replace(/^A (\d=)/, `${t('sheet.andar')} $1`)
        .replace(/^B (\d=)/, `${t('sheet.bahar')} $1`)
        .replace(/^Total = /, `${t('sheet.total')} = `),
    )
    .join('\n');
}
