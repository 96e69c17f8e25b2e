/** /scrims: a static page with only a title (spec section 2). */
export default function ScrimsPage() {
  return (
    <section className="page">
      <h1 className="page-title">Scrims</h1>
    </section>
  );
}
