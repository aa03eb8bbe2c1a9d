import { finding, type SourceReport } from '../../generator/source-report.ts';

/** An electrician's report mailed as text, saved with a UTF-8 byte order mark. */
const text = `Von: Elektro Schröder GmbH <service@elektro-schroeder.de>
Gesendet: Donnerstag, 12. Dezember 2024 15:18
An: Objektbetreuung München <muenchen@hestia-pm.de>
Betreff: AW: Störung Treppenhausbeleuchtung Wohnanlage Isarauen – Auftrag 24-1193

Sehr geehrte Frau Neumaier,

wie telefonisch besprochen hier unser Bericht zum Einsatz vom 11.12.2024 in der
Wohnanlage Isarauen, Auenstraße 88 (Haus 1 und 2):

Festgestellte Mängel:
- Hauptverteilung Haus 1: Neutralleiterklemme im Abgang Treppenhauslicht verschmort,
  Brandgefahr – DRINGEND, Abgang vorläufig abgeschaltet
- Treppenhaus Haus 2, 3. OG: Bewegungsmelder defekt, Licht schaltet nicht ein
- Kellergang Haus 1: zwei Feuchtraumleuchten ohne Abdeckung
- Außenbeleuchtung Zufahrt Tiefgarage: Dämmerungsschalter falsch eingestellt
  (Licht brennt tagsüber) – wird beim nächsten Einsatz erledigt

Die Treppenhausbeleuchtung Haus 1 ist bis zur Reparatur der Klemme außer Betrieb;
wir haben provisorisch Akkuleuchten aufgestellt. Angebot für die Instandsetzung
folgt morgen.

Die Heizungsanlage (Gaskessel im Keller Haus 2) haben wir nicht geprüft, das
macht Ihr Heizungsbauer.

Mit freundlichen Grüßen

Tobias Huber
Elektro Schröder GmbH
Elektroinstallation · E-Check · Gebäudetechnik
Zielstattstraße 19 · 81379 München · Tel. 089 78 01 66-0
Amtsgericht München HRB 77 120 · Geschäftsführer: Martin Schröder

-----Ursprüngliche Nachricht-----
Von: Objektbetreuung München <muenchen@hestia-pm.de>
Gesendet: Dienstag, 10. Dezember 2024 09:02
Betreff: Störung Treppenhausbeleuchtung Wohnanlage Isarauen

Guten Tag, in Haus 1 fällt seit gestern die Treppenhausbeleuchtung aus. Bitte
um kurzfristigen Einsatz. Danke, K. Neumaier
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'txt', encoding: 'utf-8-bom', text: text.replace(/\n/g, '\r\n') },
  truth: {
    id: 'email-de-schroeder-isarauen',
    language: 'de',
    family: 'contractor-email',
    failure: null,
    metadata: {
      documentDate: '2024-12-12',
      author: 'Elektro Schröder GmbH',
      provider: 'PRV-7',
      units: ['UNI-5'],
      technicalInstallations: ['TI-15'],
      equipment: ['EQ-9'],
    },
    findings: [
      finding(
        'm1',
        'critical',
        'Hauptverteilung Haus 1: Neutralleiterklemme im Abgang Treppenhauslicht verschmort, Brandgefahr',
        { location: 'Hauptverteilung Haus 1', grade: 'DRINGEND', action: 'Abgang vorläufig abgeschaltet' },
      ),
      finding('m2', 'medium', 'Treppenhaus Haus 2, 3. OG: Bewegungsmelder defekt, Licht schaltet nicht ein', {
        location: 'Treppenhaus Haus 2, 3. OG',
      }),
      finding('m3', 'medium', 'Kellergang Haus 1: zwei Feuchtraumleuchten ohne Abdeckung', {
        location: 'Kellergang Haus 1',
      }),
      finding(
        'm4',
        'low',
        'Außenbeleuchtung Zufahrt Tiefgarage: Dämmerungsschalter falsch eingestellt (Licht brennt tagsüber)',
        { location: 'Außenbeleuchtung Zufahrt Tiefgarage', action: 'wird beim nächsten Einsatz erledigt' },
      ),
    ],
  },
};
