import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiReferencePath } from './api-reference.ts';
import { localDir } from './local-dir.ts';
import { demoIds, demoUsers, seedDemo } from './seed/demo.ts';
import { createDemoSignIns } from './seed/demo-sign-ins.ts';
import { startLocalStack } from './stack.ts';
import { issueTokens } from './tokens.ts';

/** `npm start [-- --fresh] [-- --bundled]`: the whole service on this machine, with demo data. */
const { values } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, bundled: { type: 'boolean', default: false } },
});
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const bundleDir = values.bundled ? join(localDir, 'bundles') : undefined;

const stack = await startLocalStack({
  dataDir: localDir,
  fresh: values.fresh,
  bundleDir,
  ports: {
    main: port('PORT', 3000),
    attachments: port('ATTACHMENTS_PORT', 3001),
    dynamodb: port('DYNAMODB_PORT', 8000),
    fauxqs: port('FAUXQS_PORT', 4566),
    ses: port('SES_PORT', 8005),
    cognito: port('COGNITO_PORT', 9229),
  },
  // In AWS Cognito e-mails a new back-office user's temporary password; here it is printed.
  onCognitoDelivery: ({ destination, code }) => console.log(`Cognito would e-mail ${destination}: ${code}`),
});
await seedDemo();
const signIns = await createDemoSignIns();

const tokens = await Promise.all(
  demoUsers.map(async (user) => ({
    user: `${user.firstName} ${user.lastName} (${user.organization === 'bo' ? user.role : `${user.organization} ${user.role}`})`,
    id: user.id,
    ...(await issueTokens(stack.issuer, user.id)),
  })),
);
const { pools } = stack.cognito;
const rsAdmin = tokens.find((token) => token.id === demoIds.rsAdmin)!;

console.log(`
Facility Compliance Service, running locally

  main API          ${stack.urls.main}          (OpenAPI: ${stack.urls.main}/openapi.json, reference: ${stack.urls.main}${apiReferencePath})
  attachments API   ${stack.urls.attachments}
  DynamoDB Local    ${stack.urls.dynamodb}
  S3 and SQS        ${stack.urls.s3}   (fauxqs)
  SES outbox        ${stack.urls.ses}   (open it in a browser)
  Cognito           ${stack.urls.cognito}   (cognito-local)
    organization users  user pool ${pools.organization.userPoolId}, app client ${pools.organization.clientId}
    back-office users   user pool ${pools.backOffice.userPoolId}, app client ${pools.backOffice.clientId} (TOTP required)
  data              ${localDir} ${values.fresh ? '(started fresh)' : '(kept between runs; --fresh to reset)'}
${bundleDir ? `  functions         bundled as CDK bundles them, in ${bundleDir}\n` : ''}
Sign-ins (new passwords and TOTP secrets at each start; tokens: npm run sign-in -- <e-mail> <password>,
back-office users: npm run sign-in -- --back-office <e-mail> <password> --totp-secret <secret>)
${signIns.map((user) => `  ${user.email.padEnd(34)} ${user.password}${user.totpSecret ? `  TOTP secret ${user.totpSecret}` : ''}`).join('\n')}

Tokens (12 h; new ones: npm run token -- --user <id>)
${tokens.map((token) => `  ${token.user}  ${token.id}\n    bearer:  ${token.bearer}\n    session: ${token.session}`).join('\n')}

Try:
  curl -s ${stack.urls.main}/rs/labels/v1/${demoIds.customLabel}?extend=%5B%22actions-info%22%5D \\
    -H "Authorization: Bearer ${rsAdmin.bearer}"
`);

const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
