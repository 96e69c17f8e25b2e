import { useMemo } from 'react';
import { useSession } from '@bgmi/shared';
import { bookLabels, type BookLabels } from './book-labels';
import { useBookT } from './i18n';

/** The books' labels in the reader's language (loads the Hindi words first when needed). */
export function useBookLabels(): BookLabels {
  useBookT();
  const language = useSession((state) => state.language);
  return useMemo(() => bookLabels(language), [language]);
}
