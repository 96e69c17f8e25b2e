import { useBookT } from './i18n';

type BookWordKey = Parameters<ReturnType<typeof useBookT>>[0];

/**
 * One word of the books' catalogue in the reader's language, for the few links and buttons the
 * upper-broker work put on other pages (issue 27: "Send cut up", "Kept / passed (upper)").
 */
export function BookWord({ word }: { word: BookWordKey }) {
  const t = useBookT();
  return <>{t(word)}</>;
}
