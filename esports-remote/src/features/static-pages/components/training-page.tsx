import '../static-pages.css';

const MODULES = [
  { title: 'Aim & Recoil', text: 'Spray control drills for every assault rifle and DMR.' },
  { title: 'Rotations', text: 'Reading zones, timing moves and holding compounds.' },
  { title: 'Team Comms', text: 'Clear calls, roles and IGL decision making.' },
  { title: 'VOD Review', text: 'Coaches break down your matches, play by play.' },
];

/** /training: static; the Join Training button has no action (spec section 2). */
export default function TrainingPage() {
  return (
    <section className="page stat-page">
      <h1 className="page-title">Professional Training</h1>
      <p className="page-subtitle">
        Learn from pro players with structured programs for every role.
      </p>
      <div className="card-grid">
        {MODULES.map((module) => (
          <article key={module.title} className="card">
            <h2 className="stat-card-title">{module.title}</h2>
            <p className="muted">{module.text}</p>
          </article>
        ))}
      </div>
      <div className="stat-cta">
        <button type="button" className="btn btn-primary">
          Join Training
        </button>
      </div>
    </section>
  );
}
