import { TESTIMONIALS } from './home-data';

export function Testimonials() {
  return (
    <section aria-labelledby="home-testimonials-title">
      <h2 id="home-testimonials-title" className="section-title">
        Player Testimonials
      </h2>
      <div className="card-grid">
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="card home-quote">
            <blockquote>“{item.quote}”</blockquote>
            <figcaption>
              <strong>{item.name}</strong>
              <span className="muted"> · {item.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
