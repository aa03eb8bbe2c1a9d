import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnRoute,
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  type HttpRoute,
  type HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  type ApiName,
  type EventConsumer,
  type HttpOperation,
  invitationPagePath,
  type OperatorCommand,
} from '#functions/operations.ts';
import type { EmailSender } from '#infra/constructs/email-sender.ts';
import { addEventSource, type EventSources } from '#infra/constructs/event-sources.ts';
import { grantOperationAccess, type OperationResources } from '#infra/constructs/operation-access.ts';
import { OperationFunction } from '#infra/constructs/operation-function.ts';
import { corsSettings } from '#infra/cors-settings.ts';
import { operatorCommandOutput } from '#infra/deployment-names.ts';

/** Per stage, across all routes; well above expected traffic, low enough to cap a runaway client's cost. */
const apiThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/** What a deployment may set per function. */
type FunctionSettings = { logLevel?: string; reservedConcurrency?: number; logRetention: RetentionDays };

/** What the functions reach; invitation links lead to the main API's own page unless a base URL is given. */
type ApiResources = Omit<OperationResources, 'email'> & { email: EmailSender & { invitationBaseUrl?: string } };

export interface ApiStackProps extends StackProps {
  /** The operation table: one function and one route per row. */
  operations: readonly HttpOperation[];
  /** One function per row, attached to the row's event source. */
  consumers: readonly EventConsumer[];
  /** One function per row, invoked by the operator; its name is an output of the stack. */
  commands: readonly OperatorCommand[];
  resources: ApiResources;
  /** Where the table stream's event source sends the records it gave up. */
  streamFailures: IQueue;
  /** Browser origins allowed to call the APIs; none, no CORS at all. */
  allowedOrigins: string[];
  logLevel?: string;
  /** How long the functions' and the APIs' access log groups keep their logs. */
  logRetention: RetentionDays;
  /** The most invocations each queue consumer's event source runs at once, by consumer name. */
  queueConcurrency: Readonly<Record<string, number>>;
  /** Reserved concurrency by function (operationId or name); a function not named has none. */
  reservedConcurrency?: Readonly<Record<string, number>>;
}

/** The HTTP APIs and one function per row of the operation table, HTTP operation or event consumer. */
export class ApiStack extends Stack {
  readonly apis: Record<ApiName, HttpApi>;
  /** By operationId or consumer name. */
  readonly functions: ReadonlyMap<string, OperationFunction>;
  private readonly stages = new Map<ApiName, HttpStage>();
  /** Each API's routes with a rate limit of their own, by route key. */
  private readonly routeSettings = new Map<ApiName, Record<string, unknown>>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const createApi = (name: ApiName) => this.createApi(name, props);
    this.apis = { main: createApi('main'), attachments: createApi('attachments') };
    const resources = this.operationResources(props.resources);
    const settings = (name: string): FunctionSettings => ({
      logLevel: props.logLevel,
      logRetention: props.logRetention,
      reservedConcurrency: props.reservedConcurrency?.[name],
    });
    const sources = { ...props.resources, streamFailures: props.streamFailures };
    this.functions = new Map([
      ...props.operations.map(
        (operation) =>
          [operation.operationId, this.addOperation(operation, resources, settings(operation.operationId))] as const,
      ),
      ...props.consumers.map(
        (consumer) =>
          [
            consumer.name,
            this.addConsumer(
              { ...consumer, maxConcurrency: props.queueConcurrency[consumer.name] ?? consumer.maxConcurrency },
              resources,
              sources,
              settings(consumer.name),
            ),
          ] as const,
      ),
      ...props.commands.map(
        (command) => [command.name, this.addCommand(command, resources, settings(command.name))] as const,
      ),
    ]);
  }

  /**
   * Without a base URL of its own, an invitation link leads to the page the main API serves: a
   * reference to the API's endpoint, which depends on no function, so the functions may name it.
   */
  private operationResources({ email, ...resources }: ApiResources): OperationResources {
    const invitationBaseUrl = email.invitationBaseUrl ?? `${this.apis.main.apiEndpoint}${invitationPagePath}`;
    return { ...resources, email: { ...email, invitationBaseUrl } };
  }

  private createApi(name: ApiName, props: ApiStackProps): HttpApi {
    const id = `${name[0]?.toUpperCase()}${name.slice(1)}Api`;
    const api = new HttpApi(this, id, {
      apiName: `${this.stackName}-${name}`,
      createDefaultStage: false,
      // No authorizer: each function verifies the caller's token (its `callers` grant gives it the
      // issuer), so that a refused token gets the same Error body as every other refusal.
      corsPreflight:
        props.allowedOrigins.length > 0
          ? {
              allowOrigins: props.allowedOrigins,
              allowMethods: methodsOf(props.operations, name).map((method) => CorsHttpMethod[method]),
              allowHeaders: [...corsSettings.requestHeaders],
              exposeHeaders: [...corsSettings.responseHeaders],
              maxAge: Duration.seconds(corsSettings.maxAgeSeconds),
            }
          : undefined,
    });

    const accessLogs = new LogGroup(this, `${id}AccessLogs`, { retention: props.logRetention });
    const stage = api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: apiThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    this.stages.set(name, stage);

    new CfnOutput(this, `${id}Url`, { value: stage.url });
    return api;
  }

  /**
   * Gives a route its own rate limit in its stage's `RouteSettings` (CDK has no typed API for them),
   * keyed by the route's own key, and makes the stage wait for the route: API Gateway refuses a
   * stage whose settings name a route that does not exist yet, and CloudFormation would otherwise
   * create the stage first (the route waits for its integration, function and role).
   */
  private throttleRoute(api: ApiName, route: HttpRoute, throttle: NonNullable<HttpOperation['throttle']>) {
    const stage = this.stages.get(api)!;
    const settings = this.routeSettings.get(api) ?? {};
    settings[routeKeyOf(route)] = {
      ThrottlingRateLimit: throttle.rateLimit,
      ThrottlingBurstLimit: throttle.burstLimit,
    };
    this.routeSettings.set(api, settings);
    const cfnStage = stage.node.defaultChild as CfnStage;
    cfnStage.addPropertyOverride('RouteSettings', settings);
    cfnStage.node.addDependency(route);
  }

  private addOperation(
    operation: HttpOperation,
    resources: OperationResources,
    settings: FunctionSettings,
  ): OperationFunction {
    const { operationId } = operation;
    const fn = new OperationFunction(this, operationId, {
      entry: operation.entry,
      description: operation.summary,
      memoryMb: operation.memoryMb,
      ...settings,
    });
    grantOperationAccess(fn, operation.grants, resources);
    const routes = this.apis[operation.api].addRoutes({
      path: routePathOf(operation.path),
      methods: [HttpMethod[operation.method]],
      integration: new HttpLambdaIntegration(`${operationId}Integration`, fn),
    });
    if (operation.throttle) for (const route of routes) this.throttleRoute(operation.api, route, operation.throttle);
    for (const route of routes)
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'The function verifies the bearer token (issuer, client, signature, expiry) before anything else, so that a refusal has the Error body of the specification; an API Gateway authorizer would answer its own.',
      });
    return fn;
  }

  private addCommand(command: OperatorCommand, resources: OperationResources, settings: FunctionSettings) {
    const fn = new OperationFunction(this, command.name, {
      entry: command.entry,
      description: command.summary,
      timeout: Duration.seconds(30),
      ...settings,
    });
    grantOperationAccess(fn, command.grants, resources);
    new CfnOutput(this, operatorCommandOutput(command.name), { value: fn.functionName, description: command.summary });
    return fn;
  }

  private addConsumer(
    consumer: EventConsumer,
    resources: OperationResources,
    sources: EventSources,
    settings: FunctionSettings,
  ): OperationFunction {
    const fn = new OperationFunction(this, consumer.name, {
      entry: consumer.entry,
      description: consumer.summary,
      timeout: Duration.seconds(consumer.timeoutSeconds),
      memoryMb: consumer.memoryMb,
      ...settings,
    });
    grantOperationAccess(fn, consumer.grants, resources);
    addEventSource(fn, consumer, sources);
    return fn;
  }
}

/**
 * HTTP APIs reject route paths that end in a slash, but hand requests for `/things/` to the route
 * `/things`, so the operation table may keep the trailing slash its clients use.
 */
export const routePathOf = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** The key API Gateway knows a route by (`POST /invitations/v1/accept`), as the route itself was given it. */
const routeKeyOf = (route: HttpRoute): string => (route.node.defaultChild as CfnRoute).routeKey;

const methodsOf = (operations: readonly HttpOperation[], api: ApiName) => [
  ...new Set(operations.filter((operation) => operation.api === api).map((operation) => operation.method)),
];

/** One JSON object per request, so that Logs Insights can filter on any field. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);
