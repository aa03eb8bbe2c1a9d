/**
 * The import rules of the project, checked by `npm run deps` (part of `npm test`).
 * Why each rule exists is in docs/architecture.md.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes its files one unit: none can be read, tested or moved alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-between-folders",
      severity: "error",
      comment: "A folder is a room: two rooms that need each other are one room drawn as two.",
      scope: "folder",
      from: { path: "^(shared|functions)/" },
      to: { circular: true },
    },
    {
      name: "shared-not-to-functions",
      severity: "error",
      comment: "functions/ are the doors onto shared/; the rooms do not know their doors.",
      from: { path: "^shared/" },
      to: { path: "^functions/" },
    },
    {
      name: "code-not-to-infra-or-test",
      severity: "error",
      comment: "What runs in Lambda never imports the deployment, the local stack or the tests.",
      from: { path: "^(shared|functions)/" },
      to: { path: "^(infra|test)/" },
    },
    {
      name: "vocabulary-imports-nothing-of-ours",
      severity: "error",
      comment: "The ground floor (kinds, languages, formats, errors, records' types) stands on nothing of ours.",
      from: { path: "^shared/vocabulary/" },
      to: { path: "^(shared/(stores|use-cases)|functions|infra|test|clients)/" },
    },
    {
      name: "stores-not-to-use-cases",
      severity: "error",
      comment: "A store keeps items; what an operation does with them is a floor up.",
      from: { path: "^shared/stores/" },
      to: { path: "^shared/use-cases/" },
    },
    {
      name: "only-stores-send-aws-commands",
      severity: "error",
      comment: "DynamoDB, S3, SQS, SES and Cognito commands are sent from shared/stores/ only.",
      from: { path: "^(shared|functions)/", pathNot: "^shared/stores/" },
      to: { path: "node_modules/@aws-sdk/(client-(dynamodb|s3|sqs|ses|cognito-identity-provider)|lib-dynamodb|s3-request-presigner)/" },
    },
    {
      name: "only-stores-use-the-clients",
      severity: "error",
      comment: "Above the stores, items are reached through a repository, never through a client or a raw query.",
      from: { path: "^(shared/use-cases|functions)/" },
      to: { path: "^shared/stores/(db/(client|query-all|batch-get)|aws/(s3|sqs|ses|cognito))[.]ts$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(cdk\\.out|\\.local)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".js", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
