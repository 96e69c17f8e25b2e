import { Link } from 'react-router-dom';
import { useShellT } from '../../lib/i18n';

/** Footer of the esports spec: organisation blurb, social links, contact details, copyright 2023. */
export function Footer() {
  const t = useShellT();
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section>
          <h2 className="footer-title">BGMI Arena</h2>
          <p className="muted">{t('footer.about')}</p>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.follow')}</h2>
          <ul className="footer-links">
            <li>
              <a href="https://www.instagram.com/" target="_blank" rel="noreferrer">
                Instagram
              </a>
            </li>
            <li>
              <a href="https://www.youtube.com/" target="_blank" rel="noreferrer">
                YouTube
              </a>
            </li>
            <li>
              <a href="https://discord.com/" target="_blank" rel="noreferrer">
                Discord
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-title">{t('footer.contact')}</h2>
          <ul className="footer-links">
            <li>
              <a href="mailto:support@bgmiarena.in" translate="no">
                support@bgmiarena.in
              </a>
            </li>
            <li>
              <a href="tel:+911140000000" translate="no">
                +91 11 4000 0000
              </a>
            </li>
            <li className="muted">{t('footer.city')}</li>
          </ul>
        </section>
      </div>
      <p className="footer-copy">
        {t('footer.copyright')} ·{' '}
        <Link to="/terms#responsible-play">{t('footer.responsiblePlay')}</Link>
      </p>
    </footer>
  );
}
