import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A contractor's maintenance report exported as fixed-width text from its field software, in Windows-1252. */
const text = `SECURITE INCENDIE SERVICES (SIS)
Agence Paris Nord - 31 rue des Vanesses - 93420 Villepinte
Tél. 01 49 63 20 10 - sav@sis-incendie.fr
--------------------------------------------------------------------------------
RAPPORT DE MAINTENANCE PREVENTIVE - SYSTEME DE SECURITE INCENDIE
Bon d'intervention n° BI-2025-00741        Contrat n° SIS-C-2211

Client      : HESTIA GESTION
Site        : LE CARRE HAUSSMANN - 58 BD HAUSSMANN 75009 PARIS
Equipement  : Centrale SSI cat. A - ESSER IQ8 Control M (2 boucles)
              Désenfumage : 4 volets, 2 exutoires, 1 ventilateur (restaurant)
Visite      : 14/01/2025  08h30 - 16h45
Technicien  : K. Ouali  (habilitation H0B0 BR, certificat APSAD I7)
Edité le    : 20/01/2025

1. OPERATIONS EFFECTUEES
   - Essai de l'ensemble des déclencheurs manuels (DM) : 38/38 OK
   - Essai des détecteurs automatiques (échantillon 25 %) : 31/31 OK
   - Essai des diffuseurs sonores et flashs : RAS
   - Contrôle des batteries de la centrale (2 x 12 V 24 Ah) : tension 27,2 V - OK
   - Essai des asservissements (portes CF, clapets, ascenseurs) : voir anomalies
   - Désenfumage : ouverture/fermeture des volets et exutoires

2. ANOMALIES CONSTATEES
Réf   Localisation           Anomalie                                      Urgence
----  ---------------------  --------------------------------------------  ---------
A1    R+3 couloir est        Porte coupe-feu à fermeture automatique :     URGENT
                             ventouse ne libère pas la porte sur ordre
                             de la centrale
A2    Restaurant             Volet de désenfumage n° 3 bloqué en position  URGENT
                             fermée, moteur à remplacer
A3    Local CMSI             Journal de bord de la centrale non rempli     Normal
                             depuis octobre 2024
A4    Hall RDC               Détecteur optique DO-1.14 encrassé, défaut    A prévoir
                             dérangement intermittent - remplacement
                             conseillé
A5    Sous-sol -2            Plan d'intervention absent à côté de la       Normal
                             centrale

3. PIECES A PREVOIR (devis séparé n° DV-25-0112)
   - 1 moteur de volet 24 V (volet n° 3 restaurant)
   - 1 ventouse 24 V 50 daN
   - 1 détecteur optique IQ8Quad O

4. ETAT GENERAL
   Installation en service. Les anomalies A1 et A2 affectent la mise en sécurité
   du restaurant et doivent être levées au plus vite.
   Prochaine visite : juillet 2025.

Signature technicien : K. Ouali          Signature client : (absent)
SIS SAS - RCS Bobigny 450 118 372 - Certifiée APSAD I7/F7 n° 167.12.0087
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'txt', encoding: 'windows-1252', text: text.replace(/\n/g, '\r\n') },
  truth: {
    id: 'fr-ssi-haussmann-2025',
    language: 'fr',
    family: 'fr-fire-safety-system',
    failure: null,
    metadata: {
      documentDate: '2025-01-20',
      author: 'Sécurité Incendie Services',
      provider: 'PRV-4',
      units: ['UNI-2'],
      technicalInstallations: ['TI-7', 'TI-8'],
      equipment: ['EQ-4'],
    },
    findings: [
      finding(
        'A1',
        'critical',
        'Porte coupe-feu à fermeture automatique : ventouse ne libère pas la porte sur ordre de la centrale',
        { location: 'R+3 couloir est', reference: 'A1', grade: 'URGENT' },
      ),
      finding('A2', 'critical', 'Volet de désenfumage n° 3 bloqué en position fermée, moteur à remplacer', {
        location: 'Restaurant',
        reference: 'A2',
        grade: 'URGENT',
        action: 'moteur à remplacer',
      }),
      finding('A3', 'medium', 'Journal de bord de la centrale non rempli depuis octobre 2024', {
        location: 'Local CMSI',
        reference: 'A3',
        grade: 'Normal',
      }),
      finding(
        'A4',
        'medium',
        'Détecteur optique DO-1.14 encrassé, défaut dérangement intermittent - remplacement conseillé',
        { location: 'Hall RDC', reference: 'A4', grade: 'A prévoir', action: 'remplacement conseillé' },
      ),
      finding('A5', 'medium', "Plan d'intervention absent à côté de la centrale", {
        location: 'Sous-sol -2',
        reference: 'A5',
        grade: 'Normal',
      }),
    ],
  },
};
