import '../static-pages.css';

const CITIES = [
  { city: 'Mumbai', text: 'Arena finals with live crowd and casters.' },
  { city: 'Delhi', text: 'Weekend LAN qualifiers for city squads.' },
  { city: 'Bengaluru', text: 'Campus LAN series with college teams.' },
];

/** /lan-events: static; the Explore LAN Events button has no action (spec section 2). */
export default function LanEventsPage() {
  return (
    <section className="page stat-page">
      <h1 className="page-title">LAN Events</h1>
      <p className="page-subtitle">
        Play on stage, meet pro players and compete for big prize pools.
      </p>
      <div className="card-grid">
        {CITIES.map((item) => (
          <article key={item.city} className="card">
            <h2 className="stat-card-title">{item.city}</h2>
            <p className="muted">{item.text}</p>
          </article>
        ))}
      </div>
      <div className="stat-cta">
        <button type="button" className="btn btn-primary">
          Explore LAN Events
        </button>
      </div>
    </section>
  );
}
