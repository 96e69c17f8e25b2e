import { LANGUAGE_NAMES, switchLanguage } from '@bgmi/shared/i18n';
import { isLoggedIn, notifyInfo, useSession } from '@bgmi/shared';
import { useShellT } from '../../lib/i18n';

/**
 * The header's language switch (DESIGN section 9): one tap to the other language, named in its
 * own script so a reader who cannot read the current one still finds it. A logged-in reader's
 * choice is kept with the account too, so a new login on any device reads in it.
 */
export function LanguageSwitch() {
  const t = useShellT();
  const language = useSession((state) => state.language);
  const next: 'en' | 'hi' = language === 'hi' ? 'en' : 'hi';
  const choose = async () => {
    await switchLanguage(next);
    if (!isLoggedIn()) return;
    // The device keeps the choice either way; only the account copy can fail. Its call loads
    // when first used, out of the first page's scripts.
    const { setLanguage } = await import('../../features/user-profile/api/set-language');
    await setLanguage({ language: next }).catch(() => notifyInfo(t('language.saveFailed')));
  };
  return (
    <button
      type="button"
      className="btn language-switch"
      lang={next}
      aria-label={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      onClick={() => void choose()}
    >
      {LANGUAGE_NAMES[next]}
    </button>
  );
}
