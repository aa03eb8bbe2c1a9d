import type { Grants } from '#functions/operations.ts';
import { type StorageArea, storageAreas, storageKeys } from '#shared/stores/storage/storage-keys.ts';
import { calledNames, declaredNames, type Module, usesOf } from './bundle-modules.ts';

/**
 * The parts of the bucket (`storageAreas`) a function's code reaches, read from the modules of its
 * bundle (test/support/called-actions.ts) and compared with its bucket grant
 * (test/infra/called-actions.test.ts).
 *
 * A key reaches the bucket in one of two ways. Built: a module calls a `storageKeys.<builder>(…)`,
 * whose keys all lie in one part, or names a part by `storageAreas.<part>`. Stored: a key built
 * before, by this function or another, kept in an item's `storageKey` attribute and read back from
 * it; which builders wrote it is not in the code that reads it. So each module of ours that hands an
 * object key to S3 (sends or presigns an S3 request, or calls a module that takes its keys from its
 * callers) must say in `keySources` where its keys come from: it builds them itself, it takes them
 * from its callers (who then hand keys to S3 themselves), or it reads them from items whose keys lie
 * in the parts named, those the builders of every writer of that attribute reach. A module not
 * named there fails the analysis, as does one said to build its keys that calls no builder and
 * names no part.
 */

/** The module that declares the builders and the parts: the one module whose `storageKeys` are not calls. */
const storageKeysModule = 'shared/stores/storage/storage-keys.ts';

/**
 * Where the keys come from that a module hands to S3: `builds`, every one by a `storageKeys`
 * builder in the module (counted as any other builder call); `callers`, from its functions'
 * callers; or the parts of the bucket of the stored keys it reads.
 */
type KeySource = 'builds' | 'callers' | readonly StorageArea[];

export const keySources: Readonly<Record<string, KeySource>> = {
  // Presigned downloads and uploads of whatever key the caller names.
  'shared/stores/storage/presign.ts': 'callers',
  // The import job's file: storageKeys.importJobFile.
  'shared/stores/imports/import-job-file.ts': 'builds',
  // A catalogue's files, named by their content: storageKeys.importedFile.
  'shared/stores/import/import-files.ts': 'builds',
  // The document's next file: storageKeys.documentFile.
  'shared/use-cases/documents/replace-document.ts': 'builds',
  // An analysis item's resultObject, which storeResult alone writes: storageKeys.analysisResult.
  'shared/stores/analyses/result-store.ts': ['analyses'],
  // A report record's or an inbox item's file, which the catalogue import alone writes (storedFileOf: storageKeys.importedFile).
  'shared/stores/analyses/subject-document.ts': ['files'],
  // An attachment's file: uploaded (createAttachment: storageKeys.attachment; no function calls it yet) or imported (storedFileOf: storageKeys.importedFile).
  'shared/use-cases/attachments/list-attachments.ts': ['attachments', 'files'],
  // A building work's documents' files: imported (storageKeys.importedFile), or replaced since (storageKeys.documentFile).
  'shared/use-cases/building-works/get-building-work.ts': ['documents', 'files'],
};

/** The keys an IAM resource `arn:…:bucket/<pattern>` matches: `*` is any run of characters, `/` included. */
const matcherOf = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);

/** The parts of the bucket whose pattern matches a key. */
export const areasOfKey = (key: string): StorageArea[] =>
  (Object.keys(storageAreas) as StorageArea[]).filter((area) => matcherOf(storageAreas[area]).test(key));

const isArea = (name: string): name is StorageArea => Object.hasOwn(storageAreas, name);

/** The one part of the bucket a builder's keys lie in: its key for placeholder arguments, matched against the parts. */
const areaOfBuilder = (name: string): StorageArea => {
  if (!Object.hasOwn(storageKeys, name)) throw new Error(`storageKeys has no builder ${name}`);
  const builder = storageKeys[name as keyof typeof storageKeys] as (...args: string[]) => string;
  const areas = areasOfKey(builder(...Array.from({ length: builder.length }, () => 'x')));
  if (areas.length !== 1) throw new Error(`The keys of storageKeys.${name} lie in ${areas.length} parts of the bucket`);
  return areas[0]!;
};

/**
 * The parts a module's code names: those of the builders it calls and of the `storageAreas` it
 * reads. Any other use of either (a builder picked at run time, the whole list) could reach any
 * part, and fails.
 */
const namedAreasOf = ({ path, code }: Module): StorageArea[] => {
  if (path === storageKeysModule) return [];
  const unread = (use: string) => new Error(`${path} uses ${use} other than by calling a builder or naming a part`);
  const builders = usesOf(code, 'storageKeys').map(({ use, member, call }) => {
    if (!member || !call) throw unread(use);
    return areaOfBuilder(member);
  });
  const parts = usesOf(code, 'storageAreas').map(({ use, member }) => {
    if (!member || !isArea(member)) throw unread(use);
    return member;
  });
  return [...builders, ...parts];
};

/**
 * The modules that hand object keys to S3: those that send or presign S3 requests (`senders`), and,
 * again and again, those that call a function of one that takes its keys from its callers.
 */
const keyUsersOf = (modules: readonly Module[], senders: Iterable<string>): Set<string> => {
  const users = new Set(senders);
  // A set's iteration reaches what is added while it runs: the callers of callers.
  for (const user of users) {
    if (keySources[user] !== 'callers') continue;
    const functions = declaredNames(modules.find(({ path }) => path === user)!.code);
    for (const { path, code } of modules) {
      const calls = calledNames(code);
      if (path !== user && functions.some((name) => calls.has(name))) users.add(path);
    }
  }
  return users;
};

/** The parts of the bucket a function's code reaches, and the modules of it that hand keys to S3 (see above). */
interface Reach {
  areas: StorageArea[];
  keyUsers: string[];
}

/** The reach of one bundle's modules of ours, of which `senders` send or presign S3 requests. */
export const reachOf = (modules: readonly Module[], senders: Iterable<string>): Reach => {
  const areas = new Set(modules.flatMap(namedAreasOf));
  const keyUsers = keyUsersOf(modules, senders);
  for (const user of keyUsers) {
    const source = keySources[user];
    if (!source)
      throw new Error(
        `${user} hands object keys to S3: say where they come from in keySources (test/support/storage-areas.ts)`,
      );
    if (source === 'builds' && namedAreasOf(modules.find(({ path }) => path === user)!).length === 0)
      throw new Error(
        `${user} is said to build the keys it hands to S3 (keySources), but calls no storageKeys builder and names no part`,
      );
    if (typeof source !== 'string') for (const area of source) areas.add(area);
  }
  return { areas: [...areas].sort(), keyUsers: [...keyUsers].sort() };
};

/** Where a bucket grant and the parts a function's code reaches differ, each way. */
export const bucketGrantMismatch = (bucket: Grants['bucket'], reached: readonly StorageArea[]) => {
  const granted = Object.keys(bucket ?? {}) as StorageArea[];
  return {
    /** Granted, but no code of the function reaches it. */
    unreached: granted.filter((area) => !reached.includes(area)).sort(),
    /** Reached by the function's code, but not granted. */
    ungranted: reached.filter((area) => !granted.includes(area)),
  };
};
