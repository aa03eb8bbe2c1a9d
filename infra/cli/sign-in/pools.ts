import { deployedOutputs } from '#infra/cli/deployed-outputs.ts';
import { identityOutputs, stackNames } from '#infra/deployment-names.ts';
import { useRunningLocalStack } from '#infra/local/local-dir.ts';
import { setting } from '#shared/stores/config/env.ts';

/** A user pool and its public app client, and the region of a pool in AWS. */
interface Pool {
  userPoolId: string;
  clientId: string;
  /** Unset locally: the local stack's environment names the endpoint. */
  region?: string;
}

interface PoolChoice {
  backOffice: boolean;
  /** The deployed identity stack's pool, from its outputs. */
  aws: boolean;
  /** The stage whose identity stack that is. */
  stage: string;
  /** A pool named on the command line, in AWS. */
  named?: { userPoolId: string; clientId: string };
  region?: string;
}

/** The named pool, or with `aws` the deployed one, or the running local stack's. */
export const chosenPool = ({ backOffice, aws, stage, named, region }: PoolChoice): Pool => {
  if (named) return inAws(named, region);
  if (aws) return inAws(deployedPool(backOffice, stage), region);
  // The environment names a local stack already (the tests'), or the running one is read.
  if (!process.env.TABLE_NAME) useRunningLocalStack();
  return backOffice
    ? { userPoolId: setting('backOfficeUserPoolId'), clientId: setting('backOfficeUserPoolClientId') }
    : { userPoolId: setting('userPoolId'), clientId: setting('userPoolClientId') };
};

/** A pool id begins with its region: `eu-west-3_AbC123`. */
const inAws = (pool: { userPoolId: string; clientId: string }, region?: string): Pool => ({
  ...pool,
  region: region ?? pool.userPoolId.split('_')[0],
});

/** The identity stack's outputs, where `cdk deploy` wrote them (cdk.json `outputsFile`). */
const deployedPool = (backOffice: boolean, stage: string) => {
  const [poolOutput, clientOutput] = backOffice
    ? [identityOutputs.backOfficeUserPoolId, identityOutputs.backOfficeUserPoolClientId]
    : [identityOutputs.userPoolId, identityOutputs.userPoolClientId];
  const outputs = deployedOutputs(
    stackNames(stage).identity,
    [poolOutput, clientOutput],
    'pass --user-pool-id and --client-id',
  );
  return { userPoolId: outputs[poolOutput], clientId: outputs[clientOutput] };
};
