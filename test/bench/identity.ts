/**
 * `npm run bench:identity`: what knowing the caller costs, on a fresh local stack with the demo
 * data: loading and first use of the token verifier in a fresh process, then per request (medians
 * of 200 after 20 warm-ups): verifying a token (signature, audience, lifetime), reading the caller
 * by id (the claim, then the user and organization), judging the caller's standing from what was
 * read (kind, status, a sign-out since the token), and a whole request that reads nothing else
 * (operation 13) over HTTP. Last, what the accept route's throttle admits of a 3-second flood.
 */
import { execFileSync } from 'node:child_process';
import { demoIds, seedDemo } from '#infra/local/seed/demo.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { subjectOfBearer } from '#shared/stores/auth/bearer-tokens.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { readCaller } from '#shared/stores/users/caller-repository.ts';
import { callerStanding } from '#shared/use-cases/auth/caller-standing.ts';

const runs = 200;
const warmUps = 20;

const median = async (work: () => Promise<unknown>): Promise<number> => {
  for (let index = 0; index < warmUps; index += 1) await work();
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
};

/** Sends accept requests (an empty body: a 400 once admitted) back to back for `ms`; counts those not throttled. */
const acceptRouteAdmits = async (main: string, ms: number) => {
  const until = performance.now() + ms;
  let sent = 0;
  let admitted = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const response = await fetch(`${main}/invitations/v1/accept`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await response.text();
      sent += 1;
      if (response.status !== 429) admitted += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { sent, admitted };
};

const stack = await startLocalStack({ ports: { main: 0, attachments: 0, dynamodb: 0, fauxqs: 0, ses: 0 } });
try {
  await seedDemo();
  const token = await stack.issuer.sign({ sub: demoIds.rsAdmin });
  // The library alone, in plain Node, as a bundle would load it, set up with every issuer the
  // functions trust: the verifier's own cold cost.
  const coldScript = `
    const started = performance.now();
    const { JwtVerifier } = await import('aws-jwt-verify');
    const loaded = performance.now();
    const trusted = JSON.parse(process.env.BENCH_TRUSTED);
    const verifier = JwtVerifier.create(trusted.map(({ issuer }) => ({ issuer, audience: null })));
    for (const { issuer, jwks } of trusted) verifier.cacheJwks(jwks, issuer);
    await verifier.verify(process.env.BENCH_TOKEN);
    console.log(JSON.stringify({ load: loaded - started, first: performance.now() - loaded }));`;
  const cold = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '--eval', coldScript], {
      env: { ...process.env, BENCH_TOKEN: token, BENCH_TRUSTED: stack.environment[envNames.tokenIssuers] },
      encoding: 'utf8',
    }),
  ) as { load: number; first: number };
  const verify = await median(() => subjectOfBearer(`Bearer ${token}`));
  const read = await median(() => readCaller(demoIds.rsAdmin));
  const caller = await readCaller(demoIds.rsAdmin);
  const subject = (await subjectOfBearer(`Bearer ${token}`))!;
  // 1,000 judgements a run: the median in ms is the time of one in µs.
  const standing = await median(async () => {
    for (let index = 0; index < 1000; index += 1) callerStanding(caller, subject);
  });
  const request = await median(() =>
    fetch(`${stack.urls.main}/rs/notification-preferences/v1/types`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.text()),
  );
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`verifier load (fresh process)   ${ms(cold.load)}`);
  console.log(`first verification ${ms(cold.first)}`);
  console.log(`verify a token, warm            ${ms(verify)}`);
  console.log(`read the caller by id           ${ms(read)}`);
  console.log(`judge the standing, warm        ${standing.toFixed(3)} µs`);
  console.log(`operation 13 over HTTP          ${ms(request)}`);
  const admitted = await acceptRouteAdmits(stack.urls.main, 3000);
  console.log(
    `accept route, 3 s flood         ${admitted.admitted} admitted of ${admitted.sent} (${(admitted.admitted / 3).toFixed(1)} req/s)`,
  );
} finally {
  await stack.stop();
}
process.exit(0);
