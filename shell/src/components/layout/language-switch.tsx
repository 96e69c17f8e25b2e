import { LANGUAGE_NAMES, switchLanguage, type Language } from '@bgmi/shared/i18n';
import { useSession } from '@bgmi/shared';
import { useShellT } from '../../lib/i18n';

/**
 * The header's language switch (DESIGN section 9): one tap to the other language, named in its
 * own script so a reader who cannot read the current one still finds it.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (language: Language) => void }) {
  const t = useShellT();
  const language = useSession((state) => state.language);
  const next: 'en' | 'hi' = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      className="btn language-switch"
      lang={next}
      aria-label={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      onClick={() => {
        void switchLanguage(next).then(() => onSwitch?.(next));
      }}
    >
      {LANGUAGE_NAMES[next]}
    </button>
  );
}
