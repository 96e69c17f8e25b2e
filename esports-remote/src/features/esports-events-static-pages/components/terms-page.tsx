import { useSession } from '@bgmi/shared';
import { useStaticPagesT } from '../i18n';
import '../esports-events-static-pages.css';

const LISTS = [
  ['services', 5],
  ['age', 3],
  ['events', 3],
] as const;
const PARAGRAPHS = ['payouts', 'refunds', 'changes'] as const;

/** /terms: services, age rules, prize payout and refund terms (spec sections 2, 5 and 9). */
export default function TermsPage() {
  const t = useStaticPagesT();
  const language = useSession((state) => state.language);
  return (
    <section className="page stat-page stat-terms">
      <h1 className="page-title">{t('terms.title')}</h1>
      <p className="page-subtitle">{t('terms.subtitle')}</p>
      {LISTS.map(([section, count]) => (
        <div key={section}>
          <h2>{t(`terms.${section}`)}</h2>
          <ul>
            {Array.from({ length: count }, (_, index) => (
              <li key={index}>{t(`terms.${section}.${index + 1}` as Parameters<typeof t>[0])}</li>
            ))}
          </ul>
        </div>
      ))}
      {PARAGRAPHS.map((section) => (
        <div key={section}>
          <h2>{t(`terms.${section}`)}</h2>
          <p>{t(`terms.${section}.text`)}</p>
        </div>
      ))}
      <h2 id="responsible-play">{t('terms.responsible')}</h2>
      <p>{t('terms.responsible.1')}</p>
      <p>{t('terms.responsible.2')}</p>
      {/* The Hindi note stays on the English page too, for readers who read Hindi first. */}
      {language !== 'hi' && <p lang="hi">{t('terms.responsible.hi')}</p>}
    </section>
  );
}
