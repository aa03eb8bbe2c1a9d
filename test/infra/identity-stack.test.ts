import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { httpOperations } from '../../functions/operations.ts';
import { envNames } from '../../shared/config/env.ts';
import { buildTestApp, logicalIdOf, resourcesOf } from './fixture.ts';

const { identity, api } = buildTestApp();
const template = Template.fromStack(identity!);

/** The environment of the function of one HTTP operation; every one verifies tokens. */
const environmentOf = (stack: typeof api) => {
  const fn = stack.functions.get(httpOperations[0]!.operationId)!;
  return Template.fromStack(stack).toJSON().Resources[logicalIdOf(fn, stack)].Properties.Environment.Variables;
};

describe('user pool', () => {
  it('signs in by username or verified e-mail, and never lets anyone sign up', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      AliasAttributes: ['email'],
      UsernameAttributes: Match.absent(),
      Schema: [{ Name: 'email', Required: true, Mutable: true }],
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('asks for strong passwords and offers TOTP, never SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      SmsConfiguration: Match.absent(),
    });
  });

  it('is kept when the stack is deleted, and cannot be deleted by accident', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('has one public app client: no secret, the three flows, 1 h tokens, 30-day refresh, revocable', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43_200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      AllowedOAuthFlows: Match.absent(),
    });
  });

  it("names the pool as its tokens' issuer and client to every HTTP function, and its id to none of them", () => {
    const environment = environmentOf(api);
    const trusted = JSON.stringify(environment[envNames.tokenIssuers]);
    expect(trusted).toMatch(/https:\/\/cognito-idp\./);
    expect(trusted).toContain('UserPool');
    expect(trusted).toContain('AppClient');
    expect(trusted).not.toContain('jwks');
    expect(environment[envNames.userPoolId]).toBeUndefined();
  });
});

describe('an external issuer', () => {
  const external = { tokenIssuer: 'https://issuer.test/', tokenClientId: 'client-1' };

  it('replaces the user pool: no identity stack, and the functions trust that issuer', () => {
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
        audience: ['client-1'],
        clientIds: ['client-1'],
        jwksUri: 'https://issuer.test/keys',
      },
    ]);
  });

  it('needs the user pool that accepting an invitation creates sign-ins in', () => {
    expect(() => buildTestApp(undefined, external)).toThrow(/acceptInvitationV1 is granted signInUsers/);
  });

  it('needs the client its tokens are issued to', () => {
    expect(() => buildTestApp(undefined, { tokenIssuer: 'https://issuer.test/' })).toThrow(
      /Missing CDK context "tokenClientId"/,
    );
  });

  it('takes a user pool by ARN only', () => {
    expect(() => buildTestApp(undefined, { ...external, userPoolArn: 'not-an-arn' })).toThrow(/not a user pool ARN/);
  });
});
