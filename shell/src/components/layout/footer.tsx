import { Link } from 'react-router-dom';

/** Footer of the esports spec: organisation blurb, social links, contact details, copyright 2023. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section>
          <h2 className="footer-title">BGMI Arena</h2>
          <p className="muted">
            India&apos;s home for Battlegrounds Mobile India players: professional training, daily
            scrims, pro tournaments, team matching and LAN events.
          </p>
        </section>
        <section>
          <h2 className="footer-title">Follow us</h2>
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
          <h2 className="footer-title">Contact</h2>
          <ul className="footer-links">
            <li>
              <a href="mailto:support@bgmiarena.in">support@bgmiarena.in</a>
            </li>
            <li>
              <a href="tel:+911140000000">+91 11 4000 0000</a>
            </li>
            <li className="muted">New Delhi, India</li>
          </ul>
        </section>
      </div>
      <p className="footer-copy">
        © 2023 BGMI Arena. All rights reserved. ·{' '}
        <Link to="/terms#responsible-play">Responsible play</Link>
      </p>
    </footer>
  );
}
