import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { eventConsumers, httpOperations, invitationPagePath, operatorCommands } from '#functions/operations.ts';
import { apiOutputs } from '#infra/deployment-names.ts';
import { routePathOf } from '#infra/stacks/api-stack.ts';
import { envNames } from '#shared/stores/config/env.ts';
import { outboxDelivery } from '#shared/vocabulary/analyses/delivery.ts';
import {
  actionsOf,
  buildTestApp,
  eventSourceActions,
  expectedEnvironment,
  grantedActions,
  logicalIdOf,
  ownActions,
  resourcesOf,
} from './fixture.ts';

const { api: stack, data } = buildTestApp();
const template = Template.fromStack(stack);
const routes = resourcesOf(stack, 'AWS::ApiGatewayV2::Route');
const functions = resourcesOf(stack, 'AWS::Lambda::Function');

const functionOf = (name: string) => {
  const fn = stack.functions.get(name);
  if (!fn) throw new Error(`no function for ${name}`);
  return fn;
};
const propertiesOf = (name: string) => functions[logicalIdOf(functionOf(name), stack)]?.Properties ?? {};

const ownActionsOf = (name: string, source?: RegExp) => ownActions(stack, functionOf(name), source);

describe('api stack routes', () => {
  it('has one route per operation and no other', () => {
    expect(Object.keys(routes)).toHaveLength(httpOperations.length);
  });

  it.each(httpOperations)('routes $method $path on the $api API to $operationId', (operation) => {
    const routeKey = `${operation.method} ${routePathOf(operation.path)}`;
    const route = Object.values(routes).find((r) => r.Properties?.RouteKey === routeKey);
    expect(route!.Properties!.ApiId).toEqual({ Ref: logicalIdOf(stack.apis[operation.api], stack) });

    const integrationId = JSON.stringify(route!.Properties!.Target).match(/"Ref":"([^"]+)"/)?.[1];
    const integration = resourcesOf(stack, 'AWS::ApiGatewayV2::Integration')[integrationId ?? ''];
    expect(integration!.Properties!.IntegrationUri).toEqual({
      'Fn::GetAtt': [logicalIdOf(functionOf(operation.operationId), stack), 'Arn'],
    });
  });

  it('drops a trailing slash from route paths, which HTTP APIs reject', () => {
    expect(routePathOf('/rs/things/v1/')).toBe('/rs/things/v1');
    expect(routePathOf('/rs/things/v1/{id}')).toBe('/rs/things/v1/{id}');
  });

  it('leaves every route to its function, which verifies the token itself', () => {
    expect(resourcesOf(stack, 'AWS::ApiGatewayV2::Authorizer')).toEqual({});
    for (const route of Object.values(routes)) expect(route.Properties!.AuthorizationType ?? 'NONE').toBe('NONE');
  });

  it('logs every request as JSON and throttles each API', () => {
    const stages = Object.values(resourcesOf(stack, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(Object.keys(stack.apis).length);
    for (const stage of stages) {
      const { AccessLogSettings, DefaultRouteSettings, StageName } = stage.Properties as {
        AccessLogSettings: { Format: string };
        DefaultRouteSettings: { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
        StageName: string;
      };
      expect(StageName).toBe('$default');
      expect(JSON.parse(AccessLogSettings.Format)).toMatchObject({
        requestId: '$context.requestId',
        routeKey: '$context.routeKey',
        status: '$context.status',
      });
      expect(DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
      expect(DefaultRouteSettings.ThrottlingBurstLimit).toBeGreaterThan(0);
    }
  });

  it('gives a route with a throttle of its own (accepting an invitation) that limit, below the API-wide one', () => {
    const stages = Object.values(resourcesOf(stack, 'AWS::ApiGatewayV2::Stage')).map(
      (stage) => stage.Properties as { RouteSettings?: Record<string, { ThrottlingRateLimit: number }> },
    );
    const limited = httpOperations.filter((operation) => operation.throttle);
    expect(limited.map(({ operationId }) => operationId)).toContain('acceptInvitationV1');
    for (const operation of limited) {
      const settings = stages.flatMap((stage) => Object.entries(stage.RouteSettings ?? {}));
      expect(Object.fromEntries(settings)[`${operation.method} ${routePathOf(operation.path)}`]).toEqual({
        ThrottlingRateLimit: operation.throttle!.rateLimit,
        ThrottlingBurstLimit: operation.throttle!.burstLimit,
      });
    }
  });

  it('creates each stage after every route its settings name, so that the first deploy does not roll back', () => {
    expect(stagesNamingMissingRoutes(Template.fromStack(stack).toJSON() as CfnTemplate)).toEqual([]);
  });

  it('keys a throttle by the route as API Gateway knows it, whatever the path its row spells', () => {
    const accept = httpOperations.find((operation) => operation.operationId === 'acceptInvitationV1')!;
    const spelled = { ...accept, operationId: 'spelledWithSlash', path: `${accept.path}/` };
    const { api } = buildTestApp({ operations: [...httpOperations.filter((row) => row !== accept), spelled] });
    const json = Template.fromStack(api).toJSON();
    expect(stagesNamingMissingRoutes(json as CfnTemplate)).toEqual([]);
    expect(JSON.stringify(json)).toContain(`"${accept.method} ${accept.path}"`);
  });

  it('finds a stage whose settings name a route it does not wait for', () => {
    const json = Template.fromStack(stack).toJSON() as CfnTemplate;
    const stages = Object.values(json.Resources).filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Stage');
    for (const stage of stages) delete stage.DependsOn;
    expect(stagesNamingMissingRoutes(json)).toHaveLength(
      httpOperations.filter((operation) => operation.throttle).length,
    );
  });

  it('outputs both API URLs', () => {
    template.hasOutput(apiOutputs.mainApiUrl, {});
    template.hasOutput('AttachmentsApiUrl', {});
  });
});

describe('api stack functions', () => {
  it('has one function per operation, event consumer and operator command, each on nodejs24.x and arm64', () => {
    expect(Object.keys(functions)).toHaveLength(
      httpOperations.length + eventConsumers.length + operatorCommands.length,
    );
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'] });
    }
  });

  it('gives the search function a full vCPU (1,769 MB) and every other function the default 512 MB', () => {
    for (const { operationId } of httpOperations) {
      expect([operationId, propertiesOf(operationId).MemorySize]).toEqual([
        operationId,
        operationId === 'querySearchRSV1' ? 1769 : 512,
      ]);
    }
  });

  it("gives the import queue's worker a full vCPU (1,769 MB): a step holds the whole file", () => {
    expect(propertiesOf('runImportJobs').MemorySize).toBe(1769);
  });

  it('writes each function log to a log group of its own with a retention', () => {
    const logGroups = resourcesOf(stack, 'AWS::Logs::LogGroup');
    const used = Object.values(functions).map(
      (fn) => (fn.Properties!.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref,
    );
    expect(new Set(used).size).toBe(used.length);
    for (const id of used) expect(logGroups[id]?.Properties?.RetentionInDays).toBeGreaterThan(0);
  });

  it.each([
    ...httpOperations.map(({ operationId, grants }) => ({ name: operationId, grants })),
    ...operatorCommands.map(({ name, grants }) => ({ name, grants })),
  ])('gives $name exactly the access its grants name', ({ name, grants }) => {
    expect(ownActionsOf(name)).toEqual(grantedActions(grants));
  });

  it.each([
    ...httpOperations.map(({ operationId, grants }) => ({ name: operationId, grants })),
    ...eventConsumers.map(({ name, grants }) => ({ name, grants })),
    ...operatorCommands.map(({ name, grants }) => ({ name, grants })),
  ])('gives $name only the settings of its grants', ({ name, grants }) => {
    const variables = (propertiesOf(name).Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables).sort()).toEqual(expectedEnvironment(grants));
  });

  it('points invitation links at the page of the main API, and gives the page the organization pool endpoint and client', () => {
    const variablesOf = (name: string) =>
      (propertiesOf(name).Environment as { Variables: Record<string, unknown> }).Variables;
    const link = JSON.stringify(variablesOf('resendInvitationBOV1')[envNames.invitationBaseUrl]);
    expect(link).toContain(logicalIdOf(stack.apis.main, stack));
    expect(link).toContain(`${invitationPagePath}"`);
    const page = variablesOf('getInvitationPageV1');
    expect(JSON.stringify(page[envNames.userPoolEndpoint])).toMatch(
      /^\{"Fn::Join":\["",\["https:\/\/",\{"Fn::Select":\[2,\{"Fn::Split":\["\/"/,
    );
    expect(JSON.stringify(page[envNames.userPoolClientId])).toContain('UserPoolAppClient');
  });

  it('uses no managed policies', () => {
    for (const role of Object.values(resourcesOf(stack, 'AWS::IAM::Role'))) {
      expect(role.Properties!.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('api stack invitation links', () => {
  const sender = httpOperations.find((operation) => operation.grants.email)!;
  const baseUrlOf = (built: typeof stack) => {
    const fn = built.functions.get(sender.operationId)!;
    const { Environment } = Template.fromStack(built).toJSON().Resources[logicalIdOf(fn, built)].Properties;
    return Environment.Variables[envNames.invitationBaseUrl];
  };

  it("lead to the main API's own invitation page unless the context names another", () => {
    expect(baseUrlOf(stack)).toEqual({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdOf(stack.apis.main, stack), 'ApiEndpoint'] }, invitationPagePath]],
    });
    const page = 'https://app.facility-compliance.test/invitations';
    expect(baseUrlOf(buildTestApp(undefined, { invitationBaseUrl: page }).api)).toBe(page);
  });

  it('leave the stack without a dependency cycle (the functions name the API, which names no function)', () => {
    expect(dependencyCycle(Template.fromStack(stack).toJSON().Resources)).toEqual([]);
    const cyclic = { A: { Properties: { Value: { 'Fn::GetAtt': ['B', 'Arn'] } } }, B: { DependsOn: ['A'] } };
    expect(dependencyCycle(cyclic)).toEqual(['A', 'B', 'A']);
  });
});

/** The resources a template value refers to: Ref, Fn::GetAtt, Fn::Sub and DependsOn. */
const referencesIn = (value: unknown): string[] => {
  if (typeof value === 'string') return [...value.matchAll(/\$\{([^}.!]+)/g)].map((match) => match[1]!);
  if (!value || typeof value !== 'object') return [];
  const { Ref: ref, 'Fn::GetAtt': getAtt } = value as Record<string, unknown>;
  if (typeof ref === 'string') return [ref];
  if (getAtt) return [Array.isArray(getAtt) ? String(getAtt[0]) : String(getAtt).split('.')[0]!];
  return Object.values(value).flatMap(referencesIn);
};

/** A cycle of resources that refer to each other, as CloudFormation would refuse it; [] when none. */
const dependencyCycle = (resources: Record<string, { Properties?: unknown; DependsOn?: unknown }>): string[] => {
  const edges = new Map(
    Object.entries(resources).map(([id, resource]) => [
      id,
      [...referencesIn(resource.Properties), ...[resource.DependsOn ?? []].flat().map(String)].filter(
        (target) => target in resources,
      ),
    ]),
  );
  const done = new Set<string>();
  const visit = (id: string, path: string[]): string[] => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return [];
    for (const target of edges.get(id) ?? []) {
      const cycle = visit(target, [...path, id]);
      if (cycle.length > 0) return cycle;
    }
    done.add(id);
    return [];
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle.length > 0) return cycle;
  }
  return [];
};

type CfnTemplate = {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; DependsOn?: string | string[] }>;
};

/**
 * Each route key a stage's `RouteSettings` names that no route of its API has, or whose route the
 * stage does not depend on: CloudFormation would create the stage first and API Gateway refuse it.
 */
const stagesNamingMissingRoutes = (template: CfnTemplate) => {
  const resources = Object.entries(template.Resources);
  const routeOf = (apiId: unknown, key: string) =>
    resources.find(
      ([, resource]) =>
        resource.Type === 'AWS::ApiGatewayV2::Route' &&
        resource.Properties?.RouteKey === key &&
        JSON.stringify(resource.Properties?.ApiId) === JSON.stringify(apiId),
    )?.[0];
  return resources
    .filter(([, resource]) => resource.Type === 'AWS::ApiGatewayV2::Stage')
    .flatMap(([id, stage]) => {
      const dependsOn = [stage.DependsOn ?? []].flat();
      return Object.keys((stage.Properties?.RouteSettings as object | undefined) ?? {})
        .filter((key) => !dependsOn.includes(routeOf(stage.Properties?.ApiId, key) ?? ''))
        .map((key) => `${id}: ${key}`);
    });
};

describe('api stack event consumers', () => {
  const mappings = Object.values(resourcesOf(stack, 'AWS::Lambda::EventSourceMapping'));
  const mappingOf = (name: string) =>
    mappings.filter((mapping) =>
      JSON.stringify(mapping.Properties!.FunctionName).includes(logicalIdOf(functionOf(name), stack)),
    );

  /** What the event source itself grants: receiving from the queue or reading the stream. */
  const mapped = eventConsumers.filter((consumer) => consumer.source !== 'schedule');
  const scheduled = eventConsumers.filter((consumer) => consumer.source === 'schedule');

  it.each(mapped)('attaches $name to its $source with per-record failure reports', (consumer) => {
    const [mapping, ...others] = mappingOf(consumer.name);
    expect(others).toEqual([]);
    expect(mapping?.Properties).toMatchObject({
      BatchSize: consumer.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const source = JSON.stringify(mapping!.Properties!.EventSourceArn);
    expect(source).toMatch(
      {
        analysisQueue: /AnalysisQueue.*Arn/,
        importQueue: /ImportQueue.*Arn/,
        tableStream: /StreamArn/,
        schedule: /(?!)/,
      }[consumer.source],
    );
    // A queue's source has a maximum, so that a backlog cannot take the executions the APIs need.
    expect(mapping?.Properties?.ScalingConfig).toEqual(
      consumer.source.endsWith('Queue') ? { MaximumConcurrency: consumer.maxConcurrency } : undefined,
    );
    if (consumer.source.endsWith('Queue')) expect(consumer.maxConcurrency).toBeGreaterThanOrEqual(2);
    expect(propertiesOf(consumer.name).Timeout).toBe(consumer.timeoutSeconds);
  });

  it.each(eventConsumers.filter((consumer) => consumer.insertedItemTypes))(
    'passes $name only inserts of its item types',
    (consumer) => {
      const [mapping] = mappingOf(consumer.name);
      const [filter] = (mapping!.Properties!.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
      expect(JSON.parse(filter?.Pattern ?? '{}')).toEqual({
        eventName: ['INSERT'],
        dynamodb: { NewImage: { itemType: { S: consumer.insertedItemTypes } } },
      });
    },
  );

  it.each(eventConsumers)('gives $name the access of its grants and its source only', ({ name, grants, source }) => {
    const actions = actionsOf(stack, functionOf(name));
    if (source !== 'schedule') expect(actions.some((action) => eventSourceActions[source].test(action))).toBe(true);
    expect(ownActionsOf(name, eventSourceActions[source])).toEqual(grantedActions(grants));
  });

  it.each(eventConsumers.filter((consumer) => consumer.source === 'tableStream'))(
    'gives $name bounded retries and record age, bisection, and the failure queue for what it gives up',
    (consumer) => {
      const [mapping] = mappingOf(consumer.name);
      expect(mapping?.Properties).toMatchObject({
        MaximumRetryAttempts: outboxDelivery.retryAttempts,
        MaximumRecordAgeInSeconds: outboxDelivery.maxRecordAgeSeconds,
        BisectBatchOnFunctionError: true,
        StartingPosition: 'TRIM_HORIZON',
        DestinationConfig: {
          OnFailure: { Destination: stack.resolve(data.exportValue(data.streamFailures.queueArn)) },
        },
      });
      const actions = actionsOf(stack, functionOf(consumer.name));
      expect(actions).toEqual(expect.arrayContaining(['sqs:SendMessage']));
    },
  );

  it.each(scheduled)('runs $name on its schedule with its event, and no retry of a failed run', (consumer) => {
    const rules = Object.values(resourcesOf(stack, 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties!.Targets).includes(logicalIdOf(functionOf(consumer.name), stack)),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({
      ScheduleExpression: `rate(${consumer.schedule!.everyMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [{ Input: JSON.stringify(consumer.schedule!.event), RetryPolicy: { MaximumRetryAttempts: 0 } }],
    });
    expect(mappingOf(consumer.name)).toEqual([]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalIdOf(functionOf(consumer.name), stack), 'Arn'] },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalIdOf(functionOf(consumer.name), stack) },
      MaximumRetryAttempts: 0,
    });
  });
});
