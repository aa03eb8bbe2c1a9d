import type { SourceReport } from '../../generator/source-report.ts';

/** The SSI maintenance report as the site's copier scanned it: pages as images, no text to read. */
export const report: SourceReport = {
  document: { kind: 'scan', pages: 2, seed: 4471, created: '2025-01-21T09:12:00Z' },
  truth: {
    id: 'fr-ssi-haussmann-scan',
    language: 'fr',
    family: 'fr-fire-safety-system',
    failure: 'unreadable_file',
    metadata: {
      documentDate: null,
      author: null,
      provider: null,
      units: [],
      technicalInstallations: [],
      equipment: [],
    },
    findings: [],
  },
};
