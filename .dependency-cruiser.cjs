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
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|cdk\\.out|\\.local)/" },
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
