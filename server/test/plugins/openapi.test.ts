import { createTestApp, type TestApp } from '../helpers/test-app';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }
    >
  >;
};

describe('OpenAPI document and docs page', () => {
  let ctx: TestApp;
  let document: Document;
  beforeAll(async () => {
    ctx = await createTestApp();
    const response = await ctx.app.inject({ method: 'GET', url: '/BGMI/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => ctx.close());

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route, and every documented path is a route', () => {
    const registered = new Set(
      ctx.app.registeredRoutes.map((route) => `${route.method} ${route.url}`),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // The docs page's own assets and the uploads folder are files, not calls; OPTIONS * is the
    // CORS preflight and HEAD mirrors GET.
    const calls = [...registered].filter(
      (route) =>
        !/^(GET|HEAD) \/(BGMI\/docs|uploads)/.test(route) &&
        !route.startsWith('HEAD ') &&
        route !== 'OPTIONS *',
    );
    expect(calls.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
    expect(documented.size).toBeGreaterThan(50);
  });

  it('carries the contract schemas: required fields and their limits', () => {
    const schema = (path: string) =>
      document.paths[path]!.post!.requestBody!.content['application/json']!.schema as {
        properties: Record<string, Record<string, unknown>>;
        required?: string[];
      };
    const login = schema('/BGMI/user/login');
    expect(login.required).toEqual(expect.arrayContaining(['bgmiUserId', 'password']));
    expect(login.properties.bgmiUserId).toMatchObject({ type: 'string', maxLength: 40 });
    expect(JSON.stringify(schema('/BGMI/add-jantri-client'))).toContain('client_name');
  });

  it('serves the docs page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/BGMI/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
  });
});
