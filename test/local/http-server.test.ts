import { describe, expect, it } from 'vitest';
import { demoIds } from '../../infra/local/seed/demo.ts';
import { tokensFor, urls } from '../support/api.ts';

describe('the local HTTP APIs', () => {
  it('answer 404 with the Error body for a path no operation has', async () => {
    const response = await fetch(`${urls.main}/rs/unknown/v1`, { headers: { authorization: `Bearer ${(await tokensFor(demoIds.rsAdmin)).bearer}` } });
    expect(response.status).toBe(404);
    expect((await response.json()) as object).toMatchObject({ error: 'not_found', requestId: expect.any(String) });
  });

  it('answer 405 for a known path with another method', async () => {
    const response = await fetch(`${urls.main}/rs/labels/v1/${demoIds.customLabel}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(((await response.json()) as { error: string }).error).toBe('method_not_allowed');
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
});
