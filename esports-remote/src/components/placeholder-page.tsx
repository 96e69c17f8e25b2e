import { ROUTE_TABLE } from '@bgmi/shared';

/** A page of the route table whose feature is not built yet: its spec title, nothing more. */
export function PlaceholderPage({ page }: { page: string }) {
  const title = ROUTE_TABLE.find((route) => route.side === 'esports' && route.page === page)?.title ?? page;
  return (
    <section className="page">
      <h1 className="page-title">{title}</h1>
    </section>
  );
}
