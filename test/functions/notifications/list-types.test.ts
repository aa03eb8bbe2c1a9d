import { describe, expect, it } from 'vitest';
import { demoIds } from '#infra/local/seed/demo.ts';
import { notificationTypes } from '#shared/use-cases/notifications/catalogue.ts';
import { call } from '#test/support/api.ts';

const path = '/rs/notification-preferences/v1/types';

describe('GET /rs/notification-preferences/v1/types', () => {
  it('lists every type to an admin, with follow-able actions in the requested language', async () => {
    const { status, body } = await call('GET', path, {
      as: demoIds.rsAdmin,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(status).toBe(200);
    expect(body.data.map((type: { type: string }) => type.type)).toEqual(notificationTypes.map((type) => type.type));
    const anomaly = body.data.find((type: { type: string }) => type.type === 'anomaly_created');
    expect(anomaly.followableActions[0]).toEqual({ key: 'status_changed', label: 'Statusänderung' });
  });

  it('falls back to English and leaves out what a viewer may not read', async () => {
    const { body } = await call('GET', path, { as: demoIds.rsViewer });
    const types = body.data.map((type: { type: string }) => type.type);
    expect(types).not.toContain('contract_expiring');
    expect(types).not.toContain('member_invitation_accepted');
    expect(types).toContain('anomaly_created');
    expect(body.data.find((type: { type: string }) => type.type === 'anomaly_created').followableActions[0].label).toBe(
      'Status changed',
    );
  });

  it('never refuses an Accept-Language header: a long one is read as far as it can be, a broken one falls back', async () => {
    const longButFine = `${Array.from({ length: 40 }, (_, index) => `x${index}-YY;q=0.${index % 9}`).join(', ')}, de;q=0.95`;
    expect(longButFine.length).toBeGreaterThan(200);
    const headers = [
      [`de;q=0.9, ${'en-GB;q=0.1, '.repeat(30)}`, 'Statusänderung'],
      [longButFine, 'Status changed'], // de comes after the 32 ranges read
      ['fr;q=abc, ;;;, =, de;q=', 'Status changed'],
      [`${'a'.repeat(8000)}`, 'Status changed'],
    ] as const;
    for (const [acceptLanguage, label] of headers) {
      const { status, body } = await call('GET', path, {
        as: demoIds.rsAdmin,
        headers: { 'accept-language': acceptLanguage },
      });
      expect(status, acceptLanguage.slice(0, 40)).toBe(200);
      expect(
        body.data.find((type: { type: string }) => type.type === 'anomaly_created').followableActions[0].label,
      ).toBe(label);
    }
  });

  it('answers 401 without a token and 403 to other audiences', async () => {
    expect((await call('GET', path, { authorization: '' })).status).toBe(401);
    expect((await call('GET', path, { as: demoIds.adAdmin })).status).toBe(403);
    expect((await call('GET', path, { as: demoIds.backOfficeAdmin })).status).toBe(403);
  });

  it('answers 400 to any query parameter, since it takes none', async () => {
    const { status, body } = await call('GET', path, { as: demoIds.rsAdmin, query: { extend: '[]' } });
    expect(status).toBe(400);
    expect(body.details[0]).toMatchObject({ location: 'query', code: 'unrecognized_keys' });
  });
});
