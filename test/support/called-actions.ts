import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions, lazyChunkPrefix } from '#infra/bundling.ts';
import { projectRoot } from '#infra/project-root.ts';

/**
 * The IAM actions a function's code can call, read from its bundle rather than from a list kept by
 * hand: the stores are the only code that sends AWS requests, always as `new <Name>Command(…)`, so
 * the commands our own modules construct in the function's bundle (built with the CDK's esbuild
 * settings, tree-shaken as in Lambda) are the requests it can send. Unminified, so that each module
 * is marked with its path and the SDK's command classes keep their names.
 */

/** Each SDK command our stores may construct, and the IAM actions it needs; a command missing here fails the analysis. */
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

/** A module of the bundle: esbuild heads each with a `// <path>` line when it does not minify. */
interface Section {
  path: string;
  code: string;
}

const sectionsOf = (bundle: string): Section[] => {
  const marks = [...bundle.matchAll(/^\/\/ ((?:node_modules|shared|functions|infra)\/\S+)$/gm)];
  return marks.map((mark, n) => ({
    path: mark[1]!,
    code: bundle.slice(mark.index + mark[0].length, marks[n + 1]?.index ?? bundle.length),
  }));
};

const bundleOf = async (entry: string): Promise<string> => {
  const { outputFiles } = await build({
    ...esbuildOptions,
    entryPoints: [join(projectRoot, entry)],
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

/**
 * The SDK's command classes in the bundle, by the name esbuild gave each (`QueryCommand2` when two
 * packages export a `QueryCommand`): the name of the class declared in each SDK `commands/` module.
 */
const commandNamesOf = (sections: Section[]): Map<string, string> => {
  const names = new Map<string, string>();
  for (const { path, code } of sections) {
    const command = /^node_modules\/@aws-sdk\/[\w-]+\/dist-es\/commands\/(\w+Command)\.js$/.exec(path)?.[1];
    if (!command) continue;
    for (const [, local] of code.matchAll(/^var (\w+) = class\b/gm)) names.set(local!, command);
  }
  return names;
};

/**
 * The other classes the SDK declares in the bundle, clients aside: constructing one of them (an
 * `Upload` of @aws-sdk/lib-storage sends its own commands) is a request the analysis cannot name.
 */
const otherSdkClassesOf = (sections: Section[], commands: Map<string, string>): Map<string, string> => {
  const classes = new Map<string, string>();
  for (const { path, code } of sections) {
    if (!path.startsWith('node_modules/@aws-sdk/')) continue;
    for (const [, local] of code.matchAll(/^var (\w+) = class\b/gm))
      if (!commands.has(local!) && !/Client\d*$/.test(local!)) classes.set(local!, path);
  }
  return classes;
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
  /** Which module calls each command, for messages. */
  calls: { module: string; command: string }[];
}

/** The actions a function's code (its entry and the lazy chunks it loads) can call. */
export const calledActions = async (entry: string): Promise<CalledActions> => {
  const bundle = await bundleOf(entry);
  const bundles = [bundle, ...(await Promise.all(lazyEntriesOf(bundle).map(bundleOf)))];
  const actions = new Set<string>();
  const calls: CalledActions['calls'] = [];
  for (const sections of bundles.map(sectionsOf)) {
    const commands = commandNamesOf(sections);
    const otherClasses = otherSdkClassesOf(sections, commands);
    const ours = sections.filter(({ path }) => !path.startsWith('node_modules/'));
    for (const { path, code } of ours) {
      for (const [, local] of code.matchAll(/\bnew (\w+)\(/g)) {
        const other = otherClasses.get(local!);
        if (other)
          throw new Error(
            `${path} constructs ${local} (${other}): name the requests it sends in test/support/called-actions.ts`,
          );
        const command = commands.get(local!);
        if (!command) continue;
        const needed = commandActions[command];
        if (!needed)
          throw new Error(`${path} sends ${command}: name its IAM actions in test/support/called-actions.ts`);
        calls.push({ module: path, command });
        for (const action of needed) actions.add(action);
      }
    }
    const ourCode = ours.map(({ code }) => code).join('\n');
    if (calls.some(({ command }) => command === 'TransactWriteCommand'))
      for (const [kind, action] of Object.entries(transactionItemActions))
        if (new RegExp(`\\b${kind}: `).test(ourCode)) actions.add(action);
    // S3 answers a request for a missing object 404 (NotFound, NoSuchKey) only to a caller that may
    // list the bucket, 403 to any other: code that tells a missing object apart needs the listing.
    if (/\b(NotFound|NoSuchKey)\b/.test(ourCode) && [...actions].some((action) => action === 's3:GetObject'))
      actions.add('s3:ListBucket');
  }
  const callerActions = callerReadsOf(bundle);
  // A batch read of anything but the caller is the table grant's.
  if (callerActions.length > 0 && !batchReadsBesideCaller(bundle)) actions.delete('dynamodb:BatchGetItem');
  return { actions: [...actions].sort(), callerActions, calls };
};

const callerModule = 'shared/stores/users/caller-repository.ts';
const batchModule = 'shared/stores/db/batch-get.ts';

const callerReadsOf = (bundle: string): string[] =>
  sectionsOf(bundle).some(({ path }) => path === callerModule) ? ['dynamodb:BatchGetItem'] : [];

/** Whether a module other than the caller's reads items in batches (esbuild may suffix the helper's name with a digit). */
const batchReadsBesideCaller = (bundle: string): boolean =>
  sectionsOf(bundle).some(
    ({ path, code }) =>
      !path.startsWith('node_modules/') &&
      path !== callerModule &&
      path !== batchModule &&
      /\b(batchGetItems\d*|BatchGetCommand\d*)\(/.test(code),
  );
