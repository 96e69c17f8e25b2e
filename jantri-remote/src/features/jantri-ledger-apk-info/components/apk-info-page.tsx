import { HELP_SECTIONS } from '../help-sections';
import { useApkInfoT } from '../i18n';
import '../jantri-ledger-apk-info.css';

/** /apk-nfo (Jantri APK Info): static help in the reader's language. */
export default function ApkInfoPage() {
  const t = useApkInfoT();
  return (
    <section className="page apk-info">
      <h1 className="page-title">{t('page.title')}</h1>
      <p className="page-subtitle">{t('page.subtitle')}</p>
      <div className="apk-info-list">
        {HELP_SECTIONS.map((section) => (
          <article key={section.key} className="card apk-info-card">
            <h2>{t(`section.${section.key}.title` as Parameters<typeof t>[0])}</h2>
            <p>{t(`section.${section.key}.body` as Parameters<typeof t>[0])}</p>
            {section.example && <code className="apk-info-example">{section.example}</code>}
          </article>
        ))}
      </div>
    </section>
  );
}
