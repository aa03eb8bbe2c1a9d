/**
 * `npm run bench:identity`: what knowing the caller costs, on a fresh local stack with the demo
 * data: loading and first use of the token verifier in a fresh process, then per request (medians
 * of 200 after 20 warm-ups): verifying a token, reading the caller by id (the claim, then the user
 * and organization), and a whole request that reads nothing else (operation 13) over HTTP.
 */
import { execFileSync } from 'node:child_process';
import { demoIds, seedDemo } from '#infra/local/seed/demo.ts';
import { startLocalStack } from '#infra/local/stack.ts';
import { subjectOfBearer } from '#shared/stores/auth/bearer-tokens.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { readCaller } from '#shared/stores/users/caller-repository.ts';

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
  console.log(`operation 13 over HTTP          ${ms(request)}`);
} finally {
  await stack.stop();
}
process.exit(0);
