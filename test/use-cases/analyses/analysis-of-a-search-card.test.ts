import { describe, expect, it } from 'vitest';
import { demoFileContent, demoIds, demoRecord, rsDemo } from '#infra/local/seed/demo-data.ts';
import { settledAnalysis } from '#test/support/analysis-fixtures.ts';
import { call } from '#test/support/api.ts';

describe('an analysis of a report found by search', () => {
  it('takes the card id as its reportId and names records of the catalogue in its result', async () => {
    const report = demoRecord(rsDemo, 'report', 'REP-901');
    const search = await call('POST', '/rs/search/v1/query', { as: demoIds.rsAdmin, body: { query: report.ref } });
    const card = search.body.sections
      .flatMap((section: { cards: { id: string; ref: string }[] }) => section.cards)
      .find((found: { ref: string }) => found.ref === report.ref);
    expect(card.id).toBe(report.id);

    const queued = await call('POST', '/rs/report-analyses/v1/', {
      as: demoIds.rsAdmin,
      body: { type: 'anomalies', reportId: card.id },
    });
    expect(queued.status).toBe(202);
    const done = await settledAnalysis(queued.body.id, demoIds.rsAdmin);
    expect(done.status).toBe('succeeded');

    // The report names a piece of equipment of the demo catalogue by its ref.
    const equipmentRef = /\((EQU-\d+)\)/.exec(demoFileContent('verification-2025.txt'))![1]!;
    const equipment = demoRecord(rsDemo, 'equipment', equipmentRef);
    expect(done.result.anomalies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ equipment: { id: equipment.id, ref: equipment.ref, name: equipment.title } }),
      ]),
    );
  });
});
