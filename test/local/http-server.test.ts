import { describe, expect, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { demoIds } from '#infra/local/seed/demo.ts';
import { tokensFor, urls } from '#test/support/api.ts';

describe('the local HTTP APIs', () => {
  it('answer 404 with the Error body for a path no operation has', async () => {
    const response = await fetch(`${urls.main}/rs/unknown/v1`, {
      headers: { authorization: `Bearer ${(await tokensFor(demoIds.rsAdmin)).bearer}` },
    });
    expect(response.status).toBe(404);
    expect((await response.json()) as object).toMatchObject({ error: 'not_found', requestId: expect.any(String) });
  });

  it('answer 405 for a known path with another method', async () => {
    const response = await fetch(`${urls.main}/rs/labels/v1/${demoIds.customLabel}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { error: string }).error).toBe('method_not_allowed');
  });

  it('answer 400 with the Error body to a malformed percent-encoding in a path parameter, on every route that has one', async () => {
    const authorization = `Bearer ${(await tokensFor(demoIds.rsAdmin)).bearer}`;
    const withParameters = httpOperations.filter((operation) => operation.path.includes('{'));
    expect(withParameters.length).toBeGreaterThan(5);
    for (const operation of withParameters) {
      for (const malformed of ['%zz', '%E0%A4%A', 'abc%']) {
        const path = operation.path.replace(/\{[^}]+\}/g, malformed);
        const response = await fetch(`${urls[operation.api]}${path}`, {
          method: operation.method,
          headers: { authorization, 'content-type': 'application/json' },
          body: operation.method === 'GET' ? undefined : '{}',
        });
        expect(response.status, `${operation.operationId} ${malformed}`).toBe(400);
        expect(await response.json()).toMatchObject({
          error: 'validation_error',
          requestId: expect.any(String),
          details: expect.arrayContaining([expect.objectContaining({ location: 'path', code: 'invalid_encoding' })]),
        });
      }
    }
  });

  it('keep the attachments API on its own address', async () => {
    const response = await fetch(`${urls.attachments}/rs/labels/v1/${demoIds.customLabel}`);
    expect(response.status).toBe(404);
  });

  it('publish the issuer keys and the OpenAPI document', async () => {
    const jwks = (await (await fetch(`${urls.main}/.well-known/jwks.json`)).json()) as { keys: object[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const document = (await (await fetch(`${urls.attachments}/openapi.json`)).json()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(['main', 'attachments'] as const)(
    'let the page and reference the main API serves call the %s API from a browser, and no other origin',
    async (api) => {
      const preflight = (origin: string) =>
        fetch(`${urls[api]}/rs/labels/v1/${demoIds.customLabel}`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
      const own = await preflight(urls.main);
      expect(own.status).toBe(204);
      expect(own.headers.get('access-control-allow-origin')).toBe(urls.main);
      expect(own.headers.get('access-control-allow-headers')).toContain('authorization');
      expect(own.headers.get('access-control-allow-methods')).toContain('GET');

      const other = await preflight('https://elsewhere.test');
      expect(other.headers.get('access-control-allow-origin')).toBeNull();

      const authorization = `Bearer ${(await tokensFor(demoIds.rsAdmin)).bearer}`;
      const answer = await fetch(`${urls[api]}/rs/no-such-route/v1`, { headers: { origin: urls.main, authorization } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(urls.main);
      expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
      const elsewhere = await fetch(`${urls[api]}/rs/no-such-route/v1`, {
        headers: { origin: 'https://elsewhere.test', authorization },
      });
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});
