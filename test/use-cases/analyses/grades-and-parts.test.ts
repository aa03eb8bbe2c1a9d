import { describe, expect, it } from 'vitest';
import type { CatalogueNames } from '#shared/stores/analyses/catalogue-names.ts';
import { readReportDocument } from '#shared/use-cases/analyses/report-document.ts';
import { extractAnomalies } from '#shared/use-cases/analyses/rule-based/anomalies.ts';
import { extractMetadata } from '#shared/use-cases/analyses/rule-based/metadata.ts';
import { aCsv } from '#test/support/analysis-fixtures.ts';

/**
 * Reading grades where families of reports print them (docs/analyses.md, "Findings", "Grading
 * scales", "Metadata"): a grade set on a line of its own, a column named by an abbreviation, a
 * part's heading that grades its findings, closed rows of an export, an e-mail's list, a protocol's
 * date and author.
 */
const catalogue: CatalogueNames = { units: [], technicalInstallations: [], equipment: [], providers: [] };

const text = (lines: string[]) => readReportDocument(new TextEncoder().encode(lines.join('\n')), 'text/plain');

const graded = async (lines: string[]) =>
  extractAnomalies({ document: await text(lines), catalogue }).map(({ text: said, grade, priority }) => ({
    said,
    grade,
    priority,
  }));

describe('grades', () => {
  it('reads the gas unsafe-situations scale in capitals, its code bracketed, also on a line of its own', async () => {
    expect(
      await graded([
        'DEFECTS / UNSAFE SITUATIONS',
        ' 1. Ventilation grille blocked by stored',
        '    cardboard.                                   AT RISK (AR)',
        ' 2. Boiler B2: poor combustion. Boiler turned off.',
        '                                     IMMEDIATELY DANGEROUS (ID)',
        ' 3. Gas pipework not identified.          NOT TO CURRENT STANDARDS (NCS)',
      ]),
    ).toEqual([
      { said: 'Ventilation grille blocked by stored cardboard.', grade: 'AT RISK (AR)', priority: 'high' },
      {
        said: 'Boiler B2: poor combustion. Boiler turned off.',
        grade: 'IMMEDIATELY DANGEROUS (ID)',
        priority: 'critical',
      },
      { said: 'Gas pipework not identified.', grade: 'NOT TO CURRENT STANDARDS (NCS)', priority: 'low' },
    ]);
  });

  it('reads a grade column named by an abbreviation ("D.") by the legend above it, wrapped after a comma', async () => {
    const found = await graded([
      'Feststellungen',
      'Dringlichkeit: S = sofort (Gefahr für Leib und Leben), W = wesentlich, innerhalb von 4 Wochen, G = geringfügig,',
      'Beseitigung im Rahmen der laufenden Instandhaltung.',
      '',
      'Pos.  Ort            Feststellung                               Maßnahme                 D.',
      '1     Treppenraum A  Feuerschutztür durch Holzkeil offengehalten.  Keil entfernen.        S',
      '2     Tiefgarage     Feuerlöscher Prüfplakette abgelaufen.         Prüfung veranlassen.   W',
      '3     Erdgeschoss    Flucht- und Rettungsplan veraltet.            Plan aktualisieren.    G',
    ]);
    expect(found.map(({ grade, priority }) => [grade, priority])).toEqual([
      ['S', 'critical'],
      ['W', 'high'],
      ['G', 'low'],
    ]);
  });

  it('dates a finding by the delay its legend gives its grade; "umgehend" and an investigation set no day', async () => {
    const document = await text([
      'Bericht vom : 09.04.2025',
      'Dringlichkeit: A = umgehend, B = kurzfristig (bis 3 Monate), C = mittelfristig (bis 12 Monate).',
      'Classification codes',
      '• FI – Further investigation required without delay.',
      '',
      'Feststellungen',
      '• 1. Tiefgarage: Die Rauchabzugsanlage wurde nicht gewartet. [Dringlichkeit B]',
      '• 2. Kellerflur: Brandschutztür schließt nicht selbstständig. [Dringlichkeit A]',
      '• 3. Insulation resistance low on circuit 12. (FI)',
    ]);
    expect(extractAnomalies({ document, catalogue }).map(({ dueDate }) => dueDate)).toEqual(['2025-07-09', null, null]);
  });

  it('takes the grade of a part from its heading: lettered form parts, prescriptions, other observations', async () => {
    const found = await graded([
      'Scope of the examination',
      'Thorough examination of the goods hoist.',
      '',
      'A. Defects which are or could become a danger to persons',
      '',
      'A1. Identification of any part found to have a defect which is or could become a danger to persons (immediate)',
      'Landing gate interlock can be defeated by hand.',
      '',
      'A2. Defects which could become a danger to persons by a specified date',
      'Suspension ropes: broken wires at the drum end termination.',
      '',
      'B. Other observations (not defects)',
      '• Safe working load notice faded.',
      '',
      'Prescriptions',
      '• 1) Réparer le ferme-porte du local poubelles (article CO 47) ;',
      '• 2) Faire réaliser sans délai la vérification du désenfumage (article DF 10) ;',
    ]);
    expect(found.map(({ priority }) => priority)).toEqual(['critical', 'high', 'low', 'high', 'critical']);
    expect(found[3]!.grade).toBe('prescription');
  });
});

describe('scales of delays', () => {
  it('ranks the delays a table uses after "Immédiat": 3 mois is high where 6 mois is the next', async () => {
    const found = await graded([
      'Observations',
      'N°   Observation                               Action préconisée      Délai',
      '01   Prise de courant : boîtier fendu.          Remplacer le socle.    Immédiat',
      '02   Absence de coupure d’urgence extérieure.   Installer un arrêt.    3 mois',
      '03   Luminaires sans élingue de sécurité.       Poser des élingues.    6 mois',
      '04   Repérage des circuits incomplet.           Compléter.             12 mois',
    ]);
    expect(found.map(({ priority }) => priority)).toEqual(['critical', 'high', 'medium', 'low']);
  });

  it('keeps the default mapping when no delay is immediate, and reads written dates as no delay', async () => {
    const found = await graded([
      'Observations',
      'N°   Observation                               Délai',
      '01   Absence de coupure d’urgence extérieure.   3 mois',
      '02   Luminaires sans élingue de sécurité.       30/06/2025',
    ]);
    expect(found[0]!.priority).toBe('medium');
  });
});

describe('lists of running text', () => {
  it('reads an e-mail list: its lead-in, an unmarked line between two items, a closing paragraph apart', async () => {
    const found = await graded([
      'Suite à notre visite, voici nos constats :',
      '',
      '* Aérotherme AT-C3 : échangeur percé, présence de CO (35 ppm).',
      'Appareil consigné, URGENT - remplacement de l’échangeur.',
      '* Aérothermes AT-C1 et AT-C2 : filtres encrassés, remplacés ce jour. RAS après',
      'nettoyage.',
      '* Il serait judicieux de prévoir une régulation centralisée des aérothermes.',
      'Le devis suit. Nous restons à votre disposition.',
    ]);
    expect(found).toEqual([
      {
        said: 'Aérotherme AT-C3 : échangeur percé, présence de CO (35 ppm). Appareil consigné - remplacement de l’échangeur.',
        grade: 'URGENT',
        priority: 'critical',
      },
      {
        said: 'Il serait judicieux de prévoir une régulation centralisée des aérothermes.',
        grade: null,
        priority: 'low',
      },
    ]);
  });

  it('skips a follow-up of last year’s findings named "Nachverfolgung"', async () => {
    const found = await graded([
      'Nachverfolgung der Feststellungen vom 25.09.2024',
      '• BSK 07 ohne Revisionsnachweis, offen',
      '',
      'Neue Feststellungen',
      '• Rauchmelder der Feststellanlage fehlt.',
    ]);
    expect(found.map(({ said }) => said)).toEqual(['Rauchmelder der Feststellanlage fehlt.']);
  });
});

describe('exports', () => {
  it('leaves out rows whose status says closed ("Soldée", "Clôturée")', async () => {
    const csv = aCsv([
      ['Repère', 'Anomalie', 'Criticité', 'Etat'],
      ['A1', 'Ventouse ne libère pas la porte', 'Urgente', 'Soldée'],
      ['A2', 'Volet de désenfumage bloqué fermé', 'Urgente', 'Clôturée'],
      ['B1', 'Batteries de la centrale en fin de vie', 'Importante', 'En cours'],
    ]);
    const document = await readReportDocument(new TextEncoder().encode(csv), 'text/csv');
    expect(extractAnomalies({ document, catalogue }).map(({ text: said }) => said)).toEqual([
      'Batteries de la centrale en fin de vie',
    ]);
  });
});

describe('metadata of a protocol', () => {
  it('dates it by "Protokoll vom", never by a weekday read as a place, and names its office ("…büro") as author', async () => {
    const document = await text([
      'Brandschutzbüro Elbe',
      'Holstenstraße 210 · 22765 Hamburg',
      '',
      'Protokoll der Brandschutzbegehung',
      'Begehung am : Mittwoch, 25. September 2024',
      'Protokoll vom : 27.09.2024',
    ]);
    const { documentDate, provider } = extractMetadata({ document, catalogue });
    expect(documentDate).toBe('2024-09-27');
    expect(provider?.name).toBe('Brandschutzbüro Elbe');
  });
});

describe('authors of exports', () => {
  const providers: CatalogueNames['providers'] = [
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e31', ref: 'PRV-1', name: 'Hanseatische Prüfgesellschaft mbH' },
    { id: '0d9c1a56-5b8e-4f3c-9a51-1f2b3c4d5e32', ref: 'PRV-2', name: 'QUALIVERIF Ascenseurs' },
  ];
  const authorOfCsv = async (csv: string) => {
    const document = await readReportDocument(new TextEncoder().encode(csv), 'text/csv');
    return extractMetadata({ document, catalogue: { ...catalogue, providers } }).provider?.ref;
  };

  it('links a provider named by the abbreviation of its name ("HPG")', async () => {
    const csv = `${aCsv([
      ['Objekt', 'Mangeltext', 'Bewertung'],
      ['Bürohaus', 'Notbremsschalter ohne Kennzeichnung', 'geringfügig'],
    ])}
Export HPG-Kundenportal, erstellt am 03.11.2025`;
    expect(await authorOfCsv(csv)).toBe('PRV-1');
  });

  it('reads a title with a time ("10:41") as no label naming the client', async () => {
    const csv = `Export QUALIVERIF Portail Client - 05/03/2025 10:41
${aCsv([
  ['Site', 'Libellé défaut', 'Classement'],
  ['Résidence', 'Porte palière mal verrouillée', 'D1'],
])}`;
    expect(await authorOfCsv(csv)).toBe('PRV-2');
  });
});
