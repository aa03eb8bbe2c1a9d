import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { db } from '#shared/stores/db/client.ts';
import { listOrganizations } from '#shared/use-cases/organizations/list-organizations.ts';
import { anOrganization } from '#test/support/organization-fixtures.ts';

/** Called directly: a spy on this process's DynamoDB client does not reach the local stack's functions. */
describe('listing organizations', () => {
  it('reads no row for count only: DynamoDB counts, and no organization is fetched', async () => {
    const creator = randomUUID();
    await Promise.all([anOrganization({ createdByBoUserId: creator }), anOrganization({ createdByBoUserId: creator })]);
    const send = vi.spyOn(db(), 'send');
    try {
      const page = await listOrganizations({
        page: 1,
        pageSize: 50,
        countOnly: true,
        extend: new Set(['member-count', 'created-by']),
        orderBy: [],
        filter: { createdByBoUserId: creator },
      });
      expect(page.totalCount).toBe(2);
      const commands = send.mock.calls.map(
        ([command]) => command as { constructor: { name: string }; input: { Select?: string } },
      );
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) {
        expect(command.constructor.name).toBe('QueryCommand');
        expect(command.input.Select).toBe('COUNT');
      }
    } finally {
      send.mockRestore();
    }
  });
});
