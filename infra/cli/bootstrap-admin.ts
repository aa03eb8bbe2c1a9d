import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { defaultStage, operatorCommandOutput, stackNames } from '#infra/deployment-names.ts';
import { lambdaContext } from '#infra/local/api-gateway-event.ts';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';

/**
 * `npm run bootstrap-admin -- --email E --first-name F --last-name L [--aws [--stage S | --stack NAME] [--region R]]`:
 * makes the first back-office administrator, whose first password Cognito e-mails. With --aws it
 * invokes the operator command of the stage's API stack (`--stage`, `dev` without it; or `--stack`) (its name is the API stack's output
 * `BootstrapAdministratorFunctionName`): the operator needs `lambda:InvokeFunction` on it and
 * `cloudformation:DescribeStacks`, never the table's credentials. Without it, the same handler runs
 * here against the running local stack (or the stack the environment names, as in tests).
 */
const usage =
  'usage: npm run bootstrap-admin -- --email <e-mail> --first-name <name> --last-name <name> [--aws [--stage <stage> | --stack <API stack name>] [--region <region>]]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    aws: { type: 'boolean', default: false },
    stage: { type: 'string', default: defaultStage },
    stack: { type: 'string' },
    region: { type: 'string' },
  },
});
if (!values.email || !values['first-name'] || !values['last-name']) {
  console.error(usage);
  process.exit(2);
}
const administrator = { email: values.email, firstName: values['first-name'], lastName: values['last-name'] };
const outputName = operatorCommandOutput('bootstrapAdministrator');
const stackName = values.stack ?? stackNames(values.stage).api;

/** The deployed function's name, from the API stack's outputs. */
const deployedFunction = async (region: string | undefined) => {
  const cloudFormation = new CloudFormationClient({ region });
  const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const name = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === outputName)?.OutputValue;
  if (!name) throw new Error(`The stack ${stackName} has no output ${outputName}: is it deployed?`);
  return name;
};

const invokeDeployed = async () => {
  const lambda = new LambdaClient({ region: values.region });
  const { Payload, FunctionError } = await lambda.send(
    new InvokeCommand({
      FunctionName: await deployedFunction(values.region),
      Payload: Buffer.from(JSON.stringify(administrator)),
    }),
  );
  const answer = JSON.parse(Buffer.from(Payload ?? []).toString('utf8') || 'null');
  if (FunctionError) throw new Error(`The function failed: ${JSON.stringify(answer)}`);
  return answer;
};

const invokeLocally = async () => {
  if (!process.env.TABLE_NAME) useRunningLocalStack();
  const { handler } = await import('#functions/back-office-users/bootstrap-administrator.ts');
  return handler(administrator, lambdaContext('bootstrapAdministrator', 30_000));
};

const answer = values.aws ? await invokeDeployed() : await invokeLocally();
console.log(JSON.stringify(answer, null, 2));
if (answer?.ok) {
  console.error(
    `${administrator.email} will receive a temporary password from Cognito: sign in with it (npm run sign-in -- --back-office ${values.aws ? '--aws ' : ''}${administrator.email} <password>), then choose a password and set up TOTP.`,
  );
}
process.exit(answer?.ok ? 0 : 1);
