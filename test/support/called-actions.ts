import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { esbuildOptions, lazyChunkPrefix } from '#infra/bundling.ts';
import { projectRoot } from '#infra/project-root.ts';
import type { StorageArea } from '#shared/stores/storage/storage-keys.ts';
import { declaredNames, isOurs, type Module, modulesOf, readNames } from './bundle-modules.ts';
import { reachOf } from './storage-areas.ts';

/**
 * The IAM actions a function's code can call and the parts of the bucket it reaches, read from its
 * bundle rather than from a list kept by hand: the bundle built with the CDK's esbuild settings,
 * tree-shaken as in Lambda, unminified so that each module is marked with its path and the SDK's
 * names survive (test/support/bundle-modules.ts).
 *
 * The requests are those of the SDK's names our own modules import and still use in the bundle: a
 * command class, constructed (`new QueryCommand(…)`) or handed on, is its request; a paginator
 * (`paginateQuery`) or a waiter (`waitUntilObjectExists`) sends the commands its SDK module names; a
 * client, an error class or one of `sdkHelpers` sends none of its own. Any other name (the
 * aggregated clients, `new S3().getObject(…)` or `DynamoDBDocument.from(…)`, lib-storage's
 * `Upload`, a presigner of raw requests, a paginator of no command) fails the analysis with its
 * name, as does a command with no IAM actions below, or an import of the SDK whose names cannot be
 * read (`import * as`, a default import, `import()`). The parts of the bucket: test/support/storage-areas.ts.
 */

/** Each SDK command our stores may send, and the IAM actions it needs; a command missing here fails the analysis. */
const commandActions: Readonly<Record<string, readonly string[]>> = {
  // @aws-sdk/lib-dynamodb; TransactWriteCommand needs the action of each kind of item it writes (below).
  GetCommand: ['dynamodb:GetItem'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  QueryCommand: ['dynamodb:Query'],
  ScanCommand: ['dynamodb:Scan'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  TransactGetCommand: ['dynamodb:GetItem'],
  TransactWriteCommand: [],
  // @aws-sdk/client-s3: a HEAD is a GET to IAM; a multipart upload's parts are PutObject.
  GetObjectCommand: ['s3:GetObject'],
  HeadObjectCommand: ['s3:GetObject'],
  PutObjectCommand: ['s3:PutObject'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  CreateMultipartUploadCommand: ['s3:PutObject'],
  UploadPartCommand: ['s3:PutObject'],
  CompleteMultipartUploadCommand: ['s3:PutObject'],
  AbortMultipartUploadCommand: ['s3:AbortMultipartUpload'],
  ListPartsCommand: ['s3:ListMultipartUploadParts'],
  ListObjectsV2Command: ['s3:ListBucket'],
  SendMessageCommand: ['sqs:SendMessage'],
  SendEmailCommand: ['ses:SendEmail'],
  AdminCreateUserCommand: ['cognito-idp:AdminCreateUser'],
  AdminSetUserPasswordCommand: ['cognito-idp:AdminSetUserPassword'],
  AdminUpdateUserAttributesCommand: ['cognito-idp:AdminUpdateUserAttributes'],
  AdminEnableUserCommand: ['cognito-idp:AdminEnableUser'],
  AdminDisableUserCommand: ['cognito-idp:AdminDisableUser'],
  AdminUserGlobalSignOutCommand: ['cognito-idp:AdminUserGlobalSignOut'],
};

/** The item kinds of a `TransactItems` list, and what IAM asks for each. */
const transactionItemActions: Readonly<Record<string, string>> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/**
 * SDK functions our code may call that send no request of their own. `getSignedUrl` signs the
 * command it is handed, which our code constructs, and so names, like any other: the URL's holder
 * sends it with the function's credentials.
 */
const sdkHelpers = new Set([
  'getSignedUrl',
  'unmarshall',
  'fromEnv',
  'isServerError',
  'isThrottlingError',
  'isTransientError',
]);

/** A module of ours given as source instead of a file: for the analysis's own tests, of code not written. */
export interface ModuleSource {
  path: string;
  contents: string;
}

const bundleOf = async (entry: string | ModuleSource): Promise<string> => {
  const { outputFiles } = await build({
    ...esbuildOptions,
    ...(typeof entry === 'string'
      ? { entryPoints: [join(projectRoot, entry)] }
      : { stdin: { contents: entry.contents, sourcefile: entry.path, resolveDir: projectRoot, loader: 'ts' } }),
    outfile: join(projectRoot, 'analysis.js'),
    minify: false,
    sourcemap: false,
    write: false,
    logLevel: 'error',
  });
  return outputFiles.find((file) => file.path.endsWith('.js'))!.text;
};

/** The modules a bundle leaves out and loads on demand (`#lazy/<name>`, infra/lazy-chunks.ts): their entries, to analyse too. */
const lazyEntriesOf = (bundle: string): string[] => {
  const imports = (
    JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { imports: Record<string, string> }
  ).imports;
  const specifiers = bundle.matchAll(new RegExp(`["'\`](${lazyChunkPrefix}[\\w-]+)["'\`]`, 'g'));
  return [...new Set([...specifiers].map((match) => imports[match[1]!]!))];
};

/** A name a module of ours imports, as a value, from an SDK package. */
interface SdkImport {
  name: string;
  /** The package, `@aws-sdk/client-s3` for `@aws-sdk/client-s3` and `@smithy/core` for `@smithy/core/retry`. */
  from: string;
}

const sdkPackage = /^@(?:aws-sdk|smithy)\/[\w-]+/;

/** The module an import, an export from, an `import()` or a `require()` names, when it is a string. */
const specifierOf = (node: ts.Node): string | undefined => {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
    return ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
  const loads =
    ts.isCallExpression(node) &&
    (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(node.expression) && node.expression.text === 'require'));
  const [argument] = loads ? node.arguments : [];
  return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
};

/** The value names one import or export-from takes from an SDK package; undefined when it takes them all or unnamed. */
const namesTaken = (node: ts.Node): string[] | undefined => {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause || clause.isTypeOnly) return [];
    if (clause.name || !clause.namedBindings || ts.isNamespaceImport(clause.namedBindings)) return undefined;
    return clause.namedBindings.elements.filter((element) => !element.isTypeOnly).map(importedName);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) return undefined;
    return node.exportClause.elements.filter((element) => !element.isTypeOnly).map(importedName);
  }
  return undefined;
};

const importedName = (element: ts.ImportSpecifier | ts.ExportSpecifier) => (element.propertyName ?? element.name).text;

/** The SDK's names a module of ours imports (or exports from); one it takes whole or loads at run time fails. */
const sdkImportsOf = (path: string, source: string): SdkImport[] => {
  const imports: SdkImport[] = [];
  const visit = (node: ts.Node): void => {
    const from = sdkPackage.exec(specifierOf(node) ?? '')?.[0];
    if (from) {
      const names = namesTaken(node);
      if (!names)
        throw new Error(
          `${path} takes ${from} whole or at run time: import the names it uses, so that they can be read`,
        );
      imports.push(...names.map((name) => ({ name, from })));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, source, ts.ScriptTarget.Latest));
  return imports;
};

/** Each file's SDK imports, read once for all the bundles it is in. */
const fileImports = new Map<string, SdkImport[]>();

/** The SDK imports of a module of ours: of the given source, or of the file at its path. */
const sdkImportsOfModule = (path: string, entry: string | ModuleSource): SdkImport[] => {
  if (typeof entry !== 'string' && entry.path === path) return sdkImportsOf(path, entry.contents);
  if (!fileImports.has(path)) fileImports.set(path, sdkImportsOf(path, readFileSync(join(projectRoot, path), 'utf8')));
  return fileImports.get(path)!;
};

/** A name an SDK module of the bundle declares at its top level, as esbuild named it, and that module. */
interface Declaration {
  local: string;
  module: Module;
}

/** The bundle's SDK declarations of each name as imported: `QueryCommand` has `QueryCommand` and `QueryCommand2`. */
const sdkDeclarationsOf = (modules: readonly Module[]): Map<string, Declaration[]> => {
  const declarations = new Map<string, Declaration[]>();
  // Under each name esbuild may have numbered it from: `paginateListObjectsV22` under `paginateListObjectsV2` too.
  for (const module of modules.filter(({ path }) => /^node_modules\/@(?:aws-sdk|smithy)\//.test(path)))
    for (const local of declaredNames(module.code))
      for (let name = local; name; name = /\d$/.test(name) ? name.slice(0, -1) : '')
        declarations.set(name, [...(declarations.get(name) ?? []), { local, module }]);
  return declarations;
};

/**
 * The SDK's command classes in the bundle, by the name esbuild gave each: the name of the class
 * declared in each SDK `commands/` module.
 */
const commandNamesOf = (modules: readonly Module[]): Map<string, string> => {
  const names = new Map<string, string>();
  for (const { path, code } of modules) {
    const command = /^node_modules\/@aws-sdk\/[\w-]+\/dist-es\/commands\/(\w+Command)\.js$/.exec(path)?.[1];
    if (!command) continue;
    for (const [, local] of code.matchAll(/^var (\w+) = class\b/gm)) names.set(local!, command);
  }
  return names;
};

/** The class an SDK class extends, when the name is declared as a class. */
const superclassOf = ({ local, module }: Declaration): string | undefined =>
  new RegExp(`^var ${local.replaceAll('$', '\\$')} = class(?: [\\w$]+)? extends ([\\w$]+)`, 'm').exec(module.code)?.[1];

/** A request our code sends, and the module that sends it (through the SDK name `via`, for a paginator or a waiter). */
interface Call {
  module: string;
  command: string;
  via?: string;
}

/**
 * The commands an SDK name our module uses sends: the command itself; a paginator's or waiter's,
 * named in its SDK module; none for a client (a class extending the SDK's `Client`), an error class
 * or one of `sdkHelpers`. Anything else fails, naming it.
 */
const commandsSentBy = (path: string, declaration: Declaration, commands: Map<string, string>): string[] => {
  const command = commands.get(declaration.local);
  if (command) return [command];
  const unnamed = () =>
    new Error(
      `${path} uses ${declaration.local} (${declaration.module.path}), which sends requests the analysis cannot name: name them in test/support/called-actions.ts`,
    );
  if (/\/(pagination|waiters)\//.test(declaration.module.path)) {
    const reads = readNames(declaration.module.code);
    const sent = [...commands].filter(([local]) => reads.has(local)).map(([, name]) => name);
    if (sent.length === 0) throw unnamed();
    return [...new Set(sent)];
  }
  const superclass = superclassOf(declaration);
  if (superclass && /^(Client|[\w$]*(Exception|Error))\d*$/.test(superclass)) return [];
  throw unnamed();
};

/** The requests a bundle's modules of ours send, each with its module; an SDK name it cannot map fails. */
const callsOf = (modules: readonly Module[], entry: string | ModuleSource): Call[] => {
  const declarations = sdkDeclarationsOf(modules);
  const commands = commandNamesOf(modules);
  return modules.filter(isOurs).flatMap(({ path, code }) => {
    const reads = readNames(code);
    return sdkImportsOfModule(path, entry).flatMap(({ name, from }) => {
      if (sdkHelpers.has(name)) return [];
      const used = (declarations.get(name) ?? []).filter(({ local }) => reads.has(local));
      const own = used.filter(({ module }) => module.path.startsWith(`node_modules/${from}/`));
      return (own.length > 0 ? own : used).flatMap((declaration) =>
        commandsSentBy(path, declaration, commands).map((command) => {
          const via = commands.has(declaration.local) ? '' : ` through ${declaration.local}`;
          if (!commandActions[command])
            throw new Error(`${path} sends ${command}${via}: name its IAM actions in test/support/called-actions.ts`);
          return { module: path, command, ...(via && { via: declaration.local }) };
        }),
      );
    });
  });
};

export interface CalledActions {
  /** The IAM actions, sorted, but for those only the caller's reads need. */
  actions: string[];
  /**
   * What reading the caller needs (shared/stores/users/caller-repository.ts, every authenticated
   * request: the `callers` grant): `dynamodb:BatchGetItem` through shared/stores/db/batch-get.ts,
   * or nothing for a function that reads no caller.
   */
  callerActions: string[];
  /** Which module sends each command, for messages. */
  calls: Call[];
  /** The parts of the bucket its code reaches, sorted (test/support/storage-areas.ts). */
  areas: StorageArea[];
  /** The modules that hand object keys to S3, each of which keySources names. */
  keyUsers: string[];
}

/** The IAM actions of one bundle's requests: each command's, a transaction's items', and the listing a missing object needs. */
const actionsOf = (calls: readonly Call[], ours: readonly Module[]): Set<string> => {
  const actions = new Set(calls.flatMap(({ command }) => commandActions[command]!));
  const ourCode = ours.map(({ code }) => code).join('\n');
  if (calls.some(({ command }) => command === 'TransactWriteCommand'))
    for (const [kind, action] of Object.entries(transactionItemActions))
      if (new RegExp(`\\b${kind}: `).test(ourCode)) actions.add(action);
  // S3 answers a request for a missing object 404 (NotFound, NoSuchKey) only to a caller that may
  // list the bucket, 403 to any other: code that tells a missing object apart needs the listing.
  if (/\b(NotFound|NoSuchKey)\b/.test(ourCode) && actions.has('s3:GetObject')) actions.add('s3:ListBucket');
  return actions;
};

/** The modules that send (or presign) requests on the bucket. */
const bucketSendersOf = (calls: readonly Call[]): string[] =>
  calls
    .filter(({ command }) => commandActions[command]!.some((action) => action.startsWith('s3:')))
    .map(({ module }) => module);

/** The actions a function's code (its entry and the lazy chunks it loads) can call, and the parts of the bucket it reaches. */
export const calledActions = async (entry: string | ModuleSource): Promise<CalledActions> => {
  const bundle = await bundleOf(entry);
  const bundles = [bundle, ...(await Promise.all(lazyEntriesOf(bundle).map(bundleOf)))];
  const actions = new Set<string>();
  const calls: Call[] = [];
  const areas = new Set<StorageArea>();
  const keyUsers = new Set<string>();
  for (const modules of bundles.map(modulesOf)) {
    const bundleCalls = callsOf(modules, entry);
    const ours = modules.filter(isOurs);
    const reach = reachOf(ours, bucketSendersOf(bundleCalls));
    calls.push(...bundleCalls);
    for (const action of actionsOf(bundleCalls, ours)) actions.add(action);
    for (const area of reach.areas) areas.add(area);
    for (const user of reach.keyUsers) keyUsers.add(user);
  }
  const callerActions = callerReadsOf(bundle);
  // A batch read of anything but the caller is the table grant's.
  if (callerActions.length > 0 && !batchReadsBesideCaller(bundle)) actions.delete('dynamodb:BatchGetItem');
  return {
    actions: [...actions].sort(),
    callerActions,
    calls,
    areas: [...areas].sort(),
    keyUsers: [...keyUsers].sort(),
  };
};

const callerModule = 'shared/stores/users/caller-repository.ts';
const batchModule = 'shared/stores/db/batch-get.ts';

const callerReadsOf = (bundle: string): string[] =>
  modulesOf(bundle).some(({ path }) => path === callerModule) ? ['dynamodb:BatchGetItem'] : [];

/** Whether a module other than the caller's reads items in batches (esbuild may suffix the helper's name with a digit). */
const batchReadsBesideCaller = (bundle: string): boolean =>
  modulesOf(bundle).some(
    ({ path, code }) =>
      !path.startsWith('node_modules/') &&
      path !== callerModule &&
      path !== batchModule &&
      /\b(batchGetItems\d*|BatchGetCommand\d*)\(/.test(code),
  );
