import { describe, expect, it } from 'vitest';
import { stoppableLoop } from '#infra/local/stoppable-loop.ts';

const pendingTimers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('a stoppable loop', () => {
  it('ends its pause at once when stopped, leaving no timer to keep the process alive', async () => {
    const before = pendingTimers();
    let turns = 0;
    const loop = stoppableLoop(async ({ pause }) => {
      turns += 1;
      await pause(10 * 60_000);
    });
    loop.start();
    expect(pendingTimers()).toBe(before + 1);
    const stoppedAt = Date.now();
    await loop.stop();
    expect(Date.now() - stoppedAt).toBeLessThan(1000);
    expect(turns).toBe(1);
    expect(pendingTimers()).toBe(before);
  });
});
