/**
 * The stage a deployment is when CDK context `stage` is not given: a developer's own, so that a
 * command that forgets `-c stage=prod` never touches production.
 */
export const defaultStage = 'dev';

/** A letter first (stack names begin with one), short enough for the names CloudFormation derives from it. */
const stagePattern = /^[a-z][a-z0-9-]{0,15}$/;

/** Why a stage name cannot be used, if it cannot. */
export const stageProblem = (stage: string): string | undefined =>
  stagePattern.test(stage)
    ? undefined
    : `CDK context "stage" must be a lower-case letter then up to 15 lower-case letters, digits or hyphens: ${stage}`;

/**
 * The names the stacks of one stage go by, in a module without aws-cdk-lib: the CDK app gives them,
 * `npm run sign-in -- --aws` reads the outputs back from the file `cdk deploy` writes them to
 * (cdk.json `outputsFile`), and `npm run bootstrap-admin -- --aws` from the deployed API stack. The
 * stage begins each name, and so every name CloudFormation derives from the stack's (functions,
 * queues, the table, the bucket, alarms, exports), so stages share an account and region.
 */
export const stackNames = (stage: string) =>
  ({
    data: `${stage}-FacilityComplianceData`,
    identity: `${stage}-FacilityComplianceIdentity`,
    api: `${stage}-FacilityComplianceApi`,
  }) as const;

export const identityOutputs = {
  userPoolId: 'UserPoolId',
  userPoolClientId: 'UserPoolClientId',
  tokenIssuer: 'TokenIssuer',
  backOfficeUserPoolId: 'BackOfficeUserPoolId',
  backOfficeUserPoolClientId: 'BackOfficeUserPoolClientId',
  backOfficeTokenIssuer: 'BackOfficeTokenIssuer',
} as const;

/** The API stack's outputs the commands read (`npm run import -- --aws`). */
export const apiOutputs = { mainApiUrl: 'MainApiUrl' } as const;

/** The API stack's output naming an operator command's function (`operatorCommands`). */
export const operatorCommandOutput = (commandName: string) =>
  `${commandName[0]?.toUpperCase()}${commandName.slice(1)}FunctionName`;
