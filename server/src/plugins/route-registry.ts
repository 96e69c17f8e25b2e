import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's body schema (a shared zod schema) if it validates one. */
  bodySchema: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as it was registered: the fuzz test and the OpenAPI check read it. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records each route at registration (onRoute), so tools list routes without a hand-kept table. */
export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        routes.push({ method, url: route.url, bodySchema: route.schema?.body });
    });
  },
  { name: 'route-registry' },
);
