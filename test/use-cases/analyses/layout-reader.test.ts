import { describe, expect, it } from 'vitest';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { aScannedPdf } from '#test/support/analysis-fixtures.ts';
import { aLaidOutPdf, type PlacedText } from '#test/support/laid-out-pdf.ts';

/**
 * The layout reader (docs/analyses.md, "Reading a file"): lines, cells, columns and tables rebuilt
 * from the positions of a PDF's text, letterheads and footers taken out, text files and CSV exports.
 */
const pdf = 'application/pdf' as const;
const tables = (blocks: Awaited<ReturnType<typeof readReportDocument>>['blocks']) =>
  blocks.flatMap((block) => (block.kind === 'table' ? [block] : []));
const lineTexts = (blocks: Awaited<ReturnType<typeof readReportDocument>>['blocks']) =>
  blocks.flatMap((block) => (block.kind === 'line' ? [block.text] : []));

/** A page's letterhead and footer, as each page of a report repeats them. */
const furniture = (page: number, pages: number): PlacedText[] => [
  { text: 'ALTÉA Contrôle — Rapport n° LY-24-0042', x: 50, y: 800, size: 9 },
  { text: `ALTÉA Contrôle SAS — RCS Lyon 512 448 903 — Page ${page}/${pages}`, x: 50, y: 30, size: 8 },
];
const header = (y: number): PlacedText[] => [
  { text: 'N°', x: 50, y },
  { text: 'Localisation', x: 80, y },
  { text: 'Observation', x: 200, y },
  { text: 'Priorité', x: 470, y },
];
const row = (y: number, cells: [string, string, string[], string]): PlacedText[] => [
  { text: cells[0], x: 52, y },
  { text: cells[1], x: 80, y },
  ...cells[2].map((text, line) => ({ text, x: 200, y: y - 12 * line })),
  { text: cells[3], x: 480, y },
];

describe('the layout reader', () => {
  it('rebuilds a table over two pages: wrapped cells joined, the repeated header, letterhead and footer left out', async () => {
    const bytes = await aLaidOutPdf([
      [
        ...furniture(1, 2),
        { text: 'Rapport de vérification périodique', x: 50, y: 760, size: 14 },
        { text: 'Liste des observations', x: 50, y: 720, size: 12 },
        ...header(700),
        ...row(684, ['1', 'Chaufferie', ['Fuite sur la vanne', 'd’arrêt principale'], '2']),
        ...row(650, ['2', 'Parking -1', ['Bloc autonome hors service'], '1']),
      ],
      [
        ...furniture(2, 2),
        ...header(760),
        ...row(744, ['3', 'Local poubelles', ['Hublot cassé, douille', 'accessible, lampe', 'absente'], '3']),
        { text: '8. Conclusion', x: 50, y: 680, size: 12 },
      ],
    ]);
    const document = await readReportDocument(bytes, pdf);
    expect(tables(document.blocks)).toEqual([
      {
        kind: 'table',
        header: ['N°', 'Localisation', 'Observation', 'Priorité'],
        rows: [
          ['1', 'Chaufferie', 'Fuite sur la vanne d’arrêt principale', '2'],
          ['2', 'Parking -1', 'Bloc autonome hors service', '1'],
          ['3', 'Local poubelles', 'Hublot cassé, douille accessible, lampe absente', '3'],
        ],
      },
    ]);
    expect(lineTexts(document.blocks)).toEqual([
      'Rapport de vérification périodique',
      'Liste des observations',
      '8. Conclusion',
    ]);
    expect(document.furniture).toEqual([
      'ALTÉA Contrôle — Rapport n° LY-24-0042',
      'ALTÉA Contrôle SAS — RCS Lyon 512 448 903 — Page 1/2',
      'ALTÉA Contrôle SAS — RCS Lyon 512 448 903 — Page 2/2',
    ]);
  });

  it('joins text drawn word by word into one line, and keeps a table’s columns apart', async () => {
    const bytes = await aLaidOutPdf([
      [
        { text: 'Porte coupe-feu du local poubelles bloquée en position ouverte', x: 50, y: 700, wordByWord: true },
        { text: 'Date du rapport', x: 50, y: 680 },
        { text: '12/06/2024', x: 200, y: 680 },
      ],
    ]);
    const document = await readReportDocument(bytes, pdf);
    expect(document.lines).toEqual([
      'Porte coupe-feu du local poubelles bloquée en position ouverte',
      'Date du rapport : 12/06/2024',
    ]);
  });

  it('reads two columns of running text down the left column, then down the right', async () => {
    const left = [
      'Le site comprend deux bâtiments reliés',
      'par une galerie couverte au niveau du',
      'rez-de-chaussée, et un parking souterrain',
      'commun aux deux bâtiments, sur deux',
      'niveaux, accessible par une rampe.',
    ];
    const right = [
      'La visite a porté sur les installations',
      'électriques des parties communes, les',
      'tableaux divisionnaires, l’éclairage des',
      'circulations et l’éclairage de sécurité',
      'des escaliers et du parking souterrain.',
    ];
    const bytes = await aLaidOutPdf([
      left.flatMap((text, line) => [
        { text, x: 50, y: 700 - 14 * line },
        { text: right[line]!, x: 310, y: 700 - 14 * line },
      ]),
    ]);
    const document = await readReportDocument(bytes, pdf);
    expect(document.lines).toEqual([...left, ...right]);
  });

  it('ends a PDF of scanned pages unreadable_file, saying it holds images and no text', async () => {
    await expect(readReportDocument(await aScannedPdf(), pdf)).rejects.toMatchObject({
      code: 'unreadable_file',
      message: expect.stringContaining('scan'),
    });
  });

  it('reads a text table of a forwarded Windows-1252 e-mail, its wrapped cells joined', async () => {
    const text = [
      '> Réf   Localisation       Anomalie                              Urgence',
      '> ----  -----------------  ------------------------------------  -------',
      '> A1    R+3 couloir est    Porte coupe-feu : ventouse ne libère   URGENT',
      '>                          pas la porte',
      '> A2    Restaurant         Volet de désenfumage bloqué            Normal',
    ].join('\r\n');
    const bytes = Uint8Array.from(text, (char) => (char === 'è' ? 0xe8 : char === 'é' ? 0xe9 : char.charCodeAt(0)));
    const document = await readReportDocument(bytes, 'text/plain');
    expect(tables(document.blocks)).toEqual([
      {
        kind: 'table',
        header: ['Réf', 'Localisation', 'Anomalie', 'Urgence'],
        rows: [
          ['A1', 'R+3 couloir est', 'Porte coupe-feu : ventouse ne libère pas la porte', 'URGENT'],
          ['A2', 'Restaurant', 'Volet de désenfumage bloqué', 'Normal'],
        ],
      },
    ]);
  });

  it('reads a quoted-printable e-mail body in the charset it names', async () => {
    const text =
      'Content-Type: text/plain; charset="iso-8859-1"\nContent-Transfer-Encoding: quoted-printable\n\nPorte bloqu=E9e au 2e =\n=E9tage';
    const document = await readReportDocument(new TextEncoder().encode(text), 'text/plain');
    expect(document.lines.at(-1)).toBe('Porte bloquée au 2e étage');
  });

  it('finds a CSV export’s header under its title line, and keeps its title and footer as lines', async () => {
    const csv = [
      'Export Portail Client - 05/03/2025 10:41',
      'N° rapport;Site;Libellé défaut;Classement;Statut',
      'CT-1;Résidence Les Tilleuls;"Câbles de suspension : 3 fils cassés,\nà surveiller.";D2;Ouvert',
      'Exporté par k.dupont',
    ].join('\n');
    const document = await readReportDocument(new TextEncoder().encode(csv), 'text/csv');
    expect(document.blocks).toEqual([
      {
        kind: 'line',
        text: 'Export Portail Client - 05/03/2025 10:41',
        cells: ['Export Portail Client - 05/03/2025 10:41'],
        gapBefore: false,
      },
      {
        kind: 'table',
        header: ['N° rapport', 'Site', 'Libellé défaut', 'Classement', 'Statut'],
        rows: [
          ['CT-1', 'Résidence Les Tilleuls', 'Câbles de suspension : 3 fils cassés,\nà surveiller.', 'D2', 'Ouvert'],
        ],
      },
      { kind: 'line', text: 'Exporté par k.dupont', cells: ['Exporté par k.dupont'], gapBefore: false },
    ]);
  });
});
