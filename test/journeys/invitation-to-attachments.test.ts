import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { call } from '#test/support/api.ts';
import { aCatalogueAttachment, anImportedOrganization, aRecord, importInto } from '#test/support/catalogue-fixtures.ts';
import { mailsTo, tokenOf } from '#test/support/mail.ts';
import { timed } from '#test/support/timed.ts';

/**
 * One person's way in, through the real pieces of the local stack: the import, operation 12 and
 * the SES emulator, the accept-invitation endpoint, the user pool (cognito-local) and the APIs.
 */
const { clientId } = inject('localStack').cognito.pools.organization;
const cognito = new CognitoIdentityProviderClient({ maxAttempts: 1 });
afterAll(() => cognito.destroy());

const password = 'Correct-Horse-42!';
const signIn = (username: string, secret: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: secret },
    }),
  );

describe('from an invitation to a signed-in user', () => {
  it('imports a pending user, invites, accepts, signs in, searches, opens a session, lists files, signs out', async () => {
    const steps: Record<string, number> = {};
    const anomaly = aRecord('anomaly', { title: 'Porte coupe-feu bloquée', status: 'open' });
    const person = {
      id: randomUUID(),
      firstName: 'Nina',
      lastName: 'Nouvelle',
      email: `nina.${randomUUID()}@example.com`,
      role: 'manager',
      status: 'pending',
    };
    const organization = await timed(steps, 'import', () =>
      anImportedOrganization('rs', { users: [person], records: [anomaly] }),
    );
    await importInto(organization.id, {
      records: [anomaly],
      attachments: [aCatalogueAttachment(anomaly.id, 'constat.txt', organization.manager)],
    });

    await timed(steps, 'invite (op 12)', async () => {
      const sent = await call('POST', `/bo/users/v1/${person.id}/invitation/resend`, { as: demoIds.backOfficeAdmin });
      expect(sent.status).toBe(200);
    });
    const token = tokenOf((await mailsTo(person.email)).at(-1)!);
    await timed(steps, 'accept', async () => {
      expect((await call('POST', '/invitations/v1/accept', { body: { token, password } })).status).toBe(200);
    });
    expect((await call('POST', '/invitations/v1/accept', { body: { token, password } })).status).toBe(404);

    await expect(signIn(person.id, 'Wrong-Horse-00!')).rejects.toThrow();
    const tokens = (await timed(steps, 'sign in', () => signIn(person.id, password))).AuthenticationResult!;
    const authorization = `Bearer ${tokens.AccessToken}`;

    const answer = await timed(steps, 'search', () =>
      call('POST', '/rs/search/v1/query', { authorization, body: { query: 'anomalies ouvertes' } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.sections[0].cards.map((card: { id: string }) => card.id)).toContain(anomaly.id);

    const session = await timed(steps, 'open session', () =>
      call('POST', '/sessions/v1', { api: 'attachments', authorization, body: { deviceId: 'nina-phone' } }),
    );
    expect(session.status).toBe(201);
    const origin = await call('GET', `/rs/origins/v1/${anomaly.id}`, { authorization });
    expect(origin.status).toBe(200);
    const files = await timed(steps, 'list attachments', () =>
      call('GET', `/attachments/v3/origin/${origin.body.type}/${origin.body.id}`, {
        api: 'attachments',
        authorization,
        headers: { 'x-session-token': session.body.sessionToken },
      }),
    );
    expect(files.status).toBe(200);
    expect(files.body.data.map((file: { name: string }) => file.name)).toEqual(['constat.txt']);

    const theirs = aRecord('anomaly', { status: 'open' });
    await anImportedOrganization('rs', { records: [theirs] });
    const foreign = await call('GET', `/rs/origins/v1/${theirs.id}`, { authorization });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'not_found' } });

    await timed(steps, 'sign out', async () => {
      const closed = await call('POST', '/sessions/v1/close', {
        api: 'attachments',
        authorization,
        body: { sessionToken: session.body.sessionToken },
      });
      expect(closed.status).toBe(200);
      await cognito.send(new RevokeTokenCommand({ ClientId: clientId, Token: tokens.RefreshToken! }));
    });
    const afterClose = await call('GET', `/attachments/v3/origin/${origin.body.type}/${origin.body.id}`, {
      api: 'attachments',
      authorization,
      headers: { 'x-session-token': session.body.sessionToken },
    });
    expect(afterClose.status).toBe(401);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! },
        }),
      ),
    ).rejects.toThrow();
    console.log(`journey steps (ms): ${JSON.stringify(steps)}`);
  });
});
