/**
 * The names the deployed stacks and the identity stack's outputs go by, in a module without
 * aws-cdk-lib: the CDK app gives them, `npm run sign-in -- --aws` reads the outputs back from
 * the file `cdk deploy` writes them to (cdk.json `outputsFile`), and `npm run bootstrap-admin -- --aws`
 * from the deployed API stack.
 */
export const stackNames = {
  data: 'FacilityComplianceData',
  identity: 'FacilityComplianceIdentity',
  api: 'FacilityComplianceApi',
} as const;

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
