import '../static-pages.css';

/** /terms: services, age rules, prize payout and refund terms (spec sections 2, 5 and 9). */
export default function TermsPage() {
  return (
    <section className="page stat-page stat-terms">
      <h1 className="page-title">Terms and Conditions</h1>
      <p className="page-subtitle">Please read these terms before using our services.</p>

      <h2>1. Our services</h2>
      <ul>
        <li>Training programs with professional coaches.</li>
        <li>Daily scrims in custom rooms.</li>
        <li>Pro tournaments with prize pools.</li>
        <li>Team matching to find and manage squads.</li>
        <li>LAN events in cities across India.</li>
      </ul>

      <h2>2. Eligibility and age</h2>
      <ul>
        <li>The minimum age to take part is 16 years.</li>
        <li>Players under 18 need the consent of a parent or guardian.</li>
        <li>You must have a valid BGMI game id and give accurate details when registering.</li>
      </ul>

      <h2>3. Tournaments and scrims</h2>
      <ul>
        <li>Each registration is a squad of exactly 4 players, registered by the team leader.</li>
        <li>A player may be registered in an event only once.</li>
        <li>Cheating, hacks or teaming lead to disqualification and loss of prizes.</li>
      </ul>

      <h2>4. Prize payouts</h2>
      <p>
        Prizes are paid within 7 to 14 business days after the results are confirmed, to the
        winner's verified account.
      </p>

      <h2>5. Payments and refunds</h2>
      <p>
        Payments are in Indian rupees (₹). Refunds are given only for a duplicate payment or a
        billing error, and are processed within 5 to 10 business days.
      </p>

      <h2>6. Changes</h2>
      <p>We may update these terms; the version on this page applies.</p>

      <h2 id="responsible-play">7. Responsible play</h2>
      <p>
        India&apos;s Promotion and Regulation of Online Gaming Act, 2025 bans online money games and
        payments for them. Each deployment of this site runs in one money mode: off (no wallet,
        deposits, withdrawals or bets on the number game; the jantri ledger stays), demo (demo
        credits that are not money and are never paid out) or real.
      </p>
      <p>
        Where money is real, it is for adults only: we ask for your date of birth and an 18+
        confirmation before your first money action. You can set deposit limits per day, week and
        month (a lower limit applies at once, a higher one after 24 hours), exclude yourself for 24
        hours, 7 days, 30 days or for good (no deposits or bets; withdrawals stay open; it cannot be
        lifted early), download a statement of every wallet entry, and we remind you after every
        hour of play. Find these under Limits and self-exclusion in the jantri menu.
      </p>
      <p lang="hi">
        ज़िम्मेदारी से खेलें: अपनी सीमा तय करें, ज़रूरत हो तो खुद को रोकें। 18 वर्ष से कम उम्र के लोग पैसे वाली सुविधाओं
        का उपयोग नहीं कर सकते।
      </p>
    </section>
  );
}
