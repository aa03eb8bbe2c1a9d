import { finding, type SourceReport } from '../../generator/source-report.ts';

const text = `De: "Thermigaz Services - Agence Lyon Est" <agence.lyonest@thermigaz.fr>
À: "Hestia Gestion - Technique" <technique@hestia-gestion.fr>
Cc: "Chef de site Saint-Priest" <site.stpriest@logistar-transports.fr>
Date: ven. 17 janv. 2025 11:26
Objet: RE: Aérothermes gaz cellule C - Entrepôt Saint-Priest - rapport de visite

Madame, Monsieur,

Suite à notre visite d'entretien annuel du 15 janvier sur les aérothermes gaz
de l'Entrepôt Saint-Priest (12 rue du Dauphiné), voici nos constats :

* Aérotherme AT-C3 : échangeur percé, présence de CO mesurée en sortie (35 ppm).
  Appareil consigné, URGENT - remplacement de l'échangeur ou de l'appareil.
* Aérothermes AT-C1 et AT-C2 : filtres encrassés, remplacés ce jour. RAS après
  nettoyage.
* Conduit de fumée AT-C5 : absence de plaque signalétique et de trappe de
  ramonage.
* Détendeur gaz de la rampe nord : fuite légère au raccord, resserré ce jour,
  à surveiller lors de la prochaine visite.
* Il serait judicieux de prévoir une régulation centralisée des aérothermes
  (économies d'énergie estimées 15 %).

Le devis pour l'AT-C3 suit (réf. D-25-0047). Nous restons à votre disposition.

Bien cordialement,

Karim Mansouri
Responsable technique - Agence Lyon Est
THERMIGAZ SERVICES - 40 route de Grenoble - 69800 Saint-Priest
Tél. : 04 72 23 81 40 - SIRET 451 877 203 00056

> -----Message d'origine-----
> De : Hestia Gestion - Technique
> Envoyé : lundi 13 janvier 2025 09:10
> Objet : Aérothermes gaz cellule C - Entrepôt Saint-Priest
> Bonjour, merci de nous confirmer la visite du 15/01 et de nous adresser
> le rapport. Le locataire signale une odeur de gaz près de l'AT-C3.
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'eml', encoding: 'windows-1252', text: text.replace(/\n/g, '\r\n') },
  truth: {
    id: 'email-fr-thermigaz-saintpriest',
    language: 'fr',
    family: 'contractor-email',
    failure: null,
    metadata: {
      documentDate: '2025-01-17',
      author: 'Thermigaz Services',
      provider: 'PRV-12',
      units: ['UNI-3'],
      technicalInstallations: [],
      equipment: [],
    },
    findings: [
      finding(
        '1',
        'critical',
        'Aérotherme AT-C3 : échangeur percé, présence de CO mesurée en sortie (35 ppm). Appareil consigné',
        { location: 'Aérotherme AT-C3', grade: 'URGENT', action: "remplacement de l'échangeur ou de l'appareil" },
      ),
      finding('2', 'medium', 'Conduit de fumée AT-C5 : absence de plaque signalétique et de trappe de ramonage.', {
        location: 'Conduit de fumée AT-C5',
      }),
      finding(
        '3',
        'medium',
        'Détendeur gaz de la rampe nord : fuite légère au raccord, resserré ce jour, à surveiller lors de la prochaine visite.',
        { location: 'Détendeur gaz de la rampe nord', action: 'à surveiller lors de la prochaine visite' },
      ),
      finding(
        '4',
        'low',
        "Il serait judicieux de prévoir une régulation centralisée des aérothermes (économies d'énergie estimées 15 %).",
        { action: 'prévoir une régulation centralisée des aérothermes' },
      ),
    ],
  },
};
