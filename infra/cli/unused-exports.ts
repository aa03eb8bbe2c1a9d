/**
 * Lists the exports of functions/, shared/ and infra/ that no other module reads: `unused` (nothing
 * reads them; drop them), `local` (only their own file does; drop the `export`) and `tests-only`
 * (only tests import them); re-exports are judged at their declaration. What the operation table's
 * modules export for infra/operation-modules.ts (`handler`, `contract`) counts as read.
 * `npm run unused-exports` prints the list; `--check` prints and fails on the first two kinds only.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const parsed = ts.getParsedCommandLineOfConfigFile(
  resolve(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
);
if (!parsed) throw new Error('tsconfig.json could not be read');
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();
const ownFiles = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/'));
const isTest = (fileName: string) => relative(root, fileName).startsWith('test/');
/** The API's client packages export what the code that installs them reads, which is not here. */
const isClientPackage = (fileName: string) => relative(root, fileName).startsWith('clients/');
/** What infra/operation-modules.ts reads of each module the operation table names (`OperationModule`). */
const entryExports = ['handler', 'contract'];
const isEntry = (fileName: string, name: string) =>
  entryExports.includes(name) && /^functions\/[^/]+\/[^/]+\.ts$/.test(relative(root, fileName));

/** Readers of each export, by declaring file and name. */
const readers = new Map<string, Set<string>>();
const read = (symbol: ts.Symbol | undefined, by: string) => {
  if (!symbol) return;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const declaration of target.declarations ?? []) {
    const key = `${declaration.getSourceFile().fileName}\t${target.name}`;
    readers.set(key, (readers.get(key) ?? new Set()).add(by));
  }
};
/** Every export of a module read as a whole (`import * as`, `await import(…)`). */
const readAll = (moduleSymbol: ts.Symbol | undefined, by: string) => {
  if (moduleSymbol) for (const symbol of checker.getExportsOfModule(moduleSymbol)) read(symbol, by);
};

for (const file of ownFiles) {
  const visit = (node: ts.Node): void => {
    if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node))
      read(checker.getSymbolAtLocation(node.name), file.fileName);
    else if (ts.isImportClause(node) && node.name) read(checker.getSymbolAtLocation(node.name), file.fileName);
    else if (ts.isNamespaceImport(node) || ts.isExportDeclaration(node)) {
      const specifier = ts.isNamespaceImport(node) ? node.parent.parent.moduleSpecifier : node.moduleSpecifier;
      if (specifier && (ts.isNamespaceImport(node) || !node.exportClause))
        readAll(checker.getSymbolAtLocation(specifier), file.fileName);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier) readAll(checker.getSymbolAtLocation(specifier), file.fileName);
    } else if (ts.isImportTypeNode(node) && node.qualifier) {
      read(checker.getSymbolAtLocation(node.qualifier), file.fileName);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const findings: string[] = [];
for (const file of ownFiles) {
  const path = relative(root, file.fileName);
  if (isTest(file.fileName) || isClientPackage(file.fileName)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (!moduleSymbol) continue;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    // A re-export's readers are credited to the declaration it names.
    if (isEntry(file.fileName, symbol.name) || symbol.flags & ts.SymbolFlags.Alias) continue;
    const by = [...(readers.get(`${file.fileName}\t${symbol.name}`) ?? [])].filter((f) => f !== file.fileName);
    const usedLocally = file.text.split(new RegExp(`\\b${symbol.name}\\b`)).length > 2;
    if (by.length === 0) findings.push(`${usedLocally ? 'local' : 'unused'}\t${path}\t${symbol.name}`);
    else if (by.every(isTest))
      findings.push(`tests-only\t${path}\t${symbol.name}\t${by.map((f) => relative(root, f)).join(', ')}`);
  }
}
// `--check` (npm test) fails on what nothing reads; an export only tests read is allowed where it
// is the one place of a fact the tests pin (a constant, a schema, an item's reader or writer).
const check = process.argv.includes('--check');
const shown = check ? findings.filter((line) => !line.startsWith('tests-only')) : findings;
if (shown.length > 0) console.log(shown.sort().join('\n'));
if (check && shown.length > 0) process.exitCode = 1;
