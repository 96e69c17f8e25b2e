import { HELP_SECTIONS } from '../help-sections';
import '../apk-info.css';

/** /apk-nfo (Jantri APK Info): static help in Hindi and English. */
export default function ApkInfoPage() {
  return (
    <section className="page apk-info">
      <h1 className="page-title">Jantri APK Info</h1>
      <p className="page-subtitle">जंत्री ऐप कैसे इस्तेमाल करें · How to use the jantri app</p>
      <div className="apk-info-list">
        {HELP_SECTIONS.map((section) => (
          <article key={section.title} className="card apk-info-card">
            <h2>{section.title}</h2>
            <p lang="hi">{section.hindi}</p>
            <p lang="en">{section.english}</p>
            {section.example && <code className="apk-info-example">{section.example}</code>}
          </article>
        ))}
      </div>
    </section>
  );
}
