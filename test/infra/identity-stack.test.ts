import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { httpOperations } from '#functions/operations.ts';
import { identityOutputs } from '#infra/deployment-names.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { buildTestApp, deploymentContext, logicalIdOf, resourcesOf } from './fixture.ts';

const { identity, api } = buildTestApp();
const template = Template.fromStack(identity!);

/** The environment of the function of one HTTP operation; every one verifies tokens. */
const environmentOf = (stack: typeof api) => {
  const fn = stack.functions.get(httpOperations[0]!.operationId)!;
  return Template.fromStack(stack).toJSON().Resources[logicalIdOf(fn, stack)].Properties.Environment.Variables;
};

/**
 * A setting CloudFormation joins at deployment, with each reference written as the name of what it
 * refers to: `<AWS::Region>`, or `<SignInsUserPool>` for the export of the pool's id.
 */
const rendered = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const { 'Fn::Join': join, Ref: ref, 'Fn::ImportValue': imported } = value as Record<string, unknown>;
  if (join) return (join as [string, unknown[]])[1].map(rendered).join((join as [string])[0]);
  if (ref) return `<${ref}>`;
  return `<${String(imported).replace(/^.*ExportsOutputRef(.*?)[0-9A-F]{8,}$/, '$1')}>`;
};

const poolOf = (pool: NonNullable<typeof identity>['signIns']) =>
  template.toJSON().Resources[logicalIdOf(pool.userPool, identity!)];
const clientOf = (pool: NonNullable<typeof identity>['signIns']) =>
  template.toJSON().Resources[logicalIdOf(pool.client, identity!)].Properties;
const pools = { organization: identity!.signIns, backOffice: identity!.backOfficeSignIns };

describe('user pools', () => {
  it('are two, one per kind of user', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 2);
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
  });

  describe.each([
    ["organization users'", pools.organization],
    ["back-office users'", pools.backOffice],
  ])('the %s pool', (_, pool) => {
    it('signs in by username or verified e-mail, and never lets anyone sign up', () => {
      expect(poolOf(pool).Properties).toMatchObject({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        AliasAttributes: ['email'],
        Schema: [{ Name: 'email', Required: true, Mutable: true }],
        UsernameConfiguration: { CaseSensitive: false },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      });
      expect(poolOf(pool).Properties.UsernameAttributes).toBeUndefined();
    });

    it('asks for strong passwords and offers TOTP, never SMS', () => {
      expect(poolOf(pool).Properties).toMatchObject({
        Policies: {
          PasswordPolicy: {
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      });
      expect(poolOf(pool).Properties.SmsConfiguration).toBeUndefined();
    });

    it('is kept when the stack is deleted, and cannot be deleted by accident', () => {
      expect(poolOf(pool)).toMatchObject({
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: { DeletionProtection: 'ACTIVE' },
      });
    });

    it('has one public app client: no secret, the three flows, 1 h tokens, 30-day refresh, revocable', () => {
      const client = clientOf(pool);
      expect(client).toMatchObject({
        GenerateSecret: false,
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 43_200,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
        PreventUserExistenceErrors: 'ENABLED',
        EnableTokenRevocation: true,
        UserPoolId: { Ref: logicalIdOf(pool.userPool, identity!) },
      });
      expect(client.ExplicitAuthFlows).toEqual(
        expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      );
      expect(client.ExplicitAuthFlows).toHaveLength(3);
      expect(client.AllowedOAuthFlows).toBeUndefined();
    });
  });

  it.each([
    ["organization users'", pools.organization],
    ["back-office users'", pools.backOffice],
  ])("sends the %s pool's own e-mails through the service's SES domain identity, from its address", (_, pool) => {
    const { EmailConfiguration } = poolOf(pool).Properties;
    expect({ ...EmailConfiguration, SourceArn: rendered(EmailConfiguration.SourceArn) }).toEqual({
      EmailSendingAccount: 'DEVELOPER',
      From: deploymentContext.sesFromAddress,
      SourceArn: `arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/${deploymentContext.sesIdentity}`,
    });
  });

  it('sends them through an address identity when the context names one', () => {
    const address = 'team@facility-compliance.test';
    const built = buildTestApp(undefined, { sesIdentity: address, sesFromAddress: undefined }).identity!;
    const emails = Object.values(resourcesOf(built, 'AWS::Cognito::UserPool')).map(
      (userPool) => userPool.Properties!.EmailConfiguration as { From: string; SourceArn: unknown },
    );
    expect(emails.map(({ From, SourceArn }) => [From, rendered(SourceArn)])).toEqual(
      Array(2).fill([address, `arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/${address}`]),
    );
  });

  it('outputs each pool, its app client and its issuer under the names npm run sign-in reads', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    // Beside the exports CDK adds for the API stack's references.
    expect(Object.keys(outputs).filter((name) => !name.startsWith('ExportsOutput'))).toEqual(
      Object.values(identityOutputs),
    );
    expect(outputs[identityOutputs.userPoolId]!.Value).toEqual({
      Ref: logicalIdOf(pools.organization.userPool, identity!),
    });
    expect(outputs[identityOutputs.backOfficeUserPoolClientId]!.Value).toEqual({
      Ref: logicalIdOf(pools.backOffice.client, identity!),
    });
  });

  it('leaves TOTP to organization users, and requires it of back-office users', () => {
    expect(poolOf(pools.organization).Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(poolOf(pools.backOffice).Properties).toMatchObject({
      MfaConfiguration: 'ON',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });

  it("names each pool as its tokens' issuer, for its kind of user, to every HTTP function, and no pool's id", () => {
    const environment = environmentOf(api);
    const trusted = (name: string) => `https://cognito-idp.<AWS::Region>.<AWS::URLSuffix>/<${name}>`;
    expect(JSON.parse(rendered(environment[envNames.tokenIssuers]))).toEqual([
      {
        issuer: trusted('SignInsUserPool'),
        users: ['organization'],
        tokens: 'cognitoAccess',
        clientIds: ['<SignInsUserPoolAppClient>'],
      },
      {
        issuer: trusted('BackOfficeSignInsUserPool'),
        users: ['backOffice'],
        tokens: 'cognitoAccess',
        clientIds: ['<BackOfficeSignInsUserPoolAppClient>'],
      },
    ]);
    expect(environment[envNames.userPoolId]).toBeUndefined();
    expect(environment[envNames.backOfficeUserPoolId]).toBeUndefined();
  });
});

describe('external issuers', () => {
  const external = { tokenIssuer: 'https://issuer.test/', tokenClientId: 'client-1' };

  it('replace the user pools: no identity stack, and the functions trust the issuer for organization users', () => {
    const app = buildTestApp(undefined, {
      ...external,
      tokenJwksUrl: 'https://issuer.test/keys',
      userPoolArn: 'arn:aws:cognito-idp:eu-west-3:123456789012:userpool/eu-west-3_Abc123',
    });
    expect(app.identity).toBeUndefined();
    expect(resourcesOf(app.api, 'AWS::Cognito::UserPool')).toEqual({});
    expect(JSON.parse(environmentOf(app.api)[envNames.tokenIssuers] as string)).toEqual([
      {
        issuer: 'https://issuer.test/',
        users: ['organization'],
        tokens: 'subject',
        audience: ['client-1'],
        jwksUri: 'https://issuer.test/keys',
      },
    ]);
  });

  it('sign in back-office users only from an issuer of their own', () => {
    const app = buildTestApp(undefined, {
      ...external,
      userPoolArn: 'arn:aws:cognito-idp:eu-west-3:123456789012:userpool/eu-west-3_Abc123',
      backOfficeTokenIssuer: 'https://back-office.issuer.test/',
      backOfficeTokenClientId: 'client-2',
    });
    expect(JSON.parse(environmentOf(app.api)[envNames.tokenIssuers] as string)).toEqual([
      { issuer: 'https://issuer.test/', users: ['organization'], tokens: 'subject', audience: ['client-1'] },
      {
        issuer: 'https://back-office.issuer.test/',
        users: ['backOffice'],
        tokens: 'subject',
        audience: ['client-2'],
      },
    ]);
    expect(() =>
      buildTestApp(undefined, {
        ...external,
        backOfficeTokenIssuer: external.tokenIssuer,
        backOfficeTokenClientId: 'client-2',
      }),
    ).toThrow(/"backOfficeTokenIssuer" must differ from "tokenIssuer"/);
    expect(() => buildTestApp(undefined, { ...external, backOfficeTokenIssuer: 'https://b.test/' })).toThrow(
      /Missing CDK context "backOfficeTokenClientId"/,
    );
    expect(() =>
      buildTestApp(undefined, { backOfficeTokenIssuer: 'https://b.test/', backOfficeTokenClientId: 'client-2' }),
    ).toThrow(/"backOfficeTokenIssuer" is only read with "tokenIssuer"/);
  });

  it("take a Cognito pool's tokens as Cognito access tokens, whose username names the user", () => {
    const pool = 'https://cognito-idp.eu-west-3.amazonaws.com/eu-west-3_Abc123';
    const app = buildTestApp(undefined, {
      ...external,
      tokenIssuer: pool,
      userPoolArn: `arn:aws:cognito-idp:eu-west-3:123456789012:userpool/eu-west-3_Abc123`,
    });
    expect(JSON.parse(environmentOf(app.api)[envNames.tokenIssuers] as string)).toEqual([
      { issuer: pool, users: ['organization'], tokens: 'cognitoAccess', clientIds: ['client-1'] },
    ]);
  });

  it('are trusted over https only, so a deployed function never trusts a local issuer', () => {
    const local = { ...external, userPoolArn: 'arn:aws:cognito-idp:eu-west-3:123456789012:userpool/eu-west-3_Abc123' };
    expect(() => buildTestApp(undefined, { ...local, tokenIssuer: 'http://127.0.0.1/local-issuer' })).toThrow(
      /trusts https issuers only, not http:\/\/127\.0\.0\.1\/local-issuer/,
    );
  });

  it('need the user pool that accepting an invitation creates sign-ins in', () => {
    expect(() => buildTestApp(undefined, external)).toThrow(/acceptInvitationV1 is granted signInUsers/);
  });

  it('need the client their tokens are issued to', () => {
    expect(() => buildTestApp(undefined, { tokenIssuer: 'https://issuer.test/' })).toThrow(
      /Missing CDK context "tokenClientId"/,
    );
  });

  it('take a user pool by ARN only', () => {
    expect(() => buildTestApp(undefined, { ...external, userPoolArn: 'not-an-arn' })).toThrow(/not a user pool ARN/);
  });
});
