import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A lift contractor's visit report, forwarded by the caretaker, as the mail client saved it (Windows-1252). */
const text = `From: Patrick Da Silva <gardien.tilleuls@hestia-gestion.fr>
To: Service technique Hestia <technique@hestia-gestion.fr>
Subject: TR: Compte rendu intervention Ascenseur B - Les Tilleuls
Date: Mon, 3 Feb 2025 17:42:10 +0100
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: 8bit

Bonjour,

Je vous transfère le compte rendu du technicien reçu ce midi. L'ascenseur B est
toujours à l'arrêt ce soir, les résidents du 5e se plaignent.

Patrick Da Silva
Gardien - Résidence Les Tilleuls

-------- Message transféré --------
De : Ascenseurs Durand & Fils - SAV <sav@durand-ascenseurs.fr>
Date : lun. 3 févr. 2025 à 12:07
Objet : Compte rendu intervention Ascenseur B - Les Tilleuls
À : gardien.tilleuls@hestia-gestion.fr
Cc : planning@durand-ascenseurs.fr

Bonjour Monsieur,

Suite à l'appel pour panne de ce matin (bon n° 25-0388), notre technicien
M. Rey est intervenu sur l'Ascenseur B de la Résidence Les Tilleuls,
14 rue Paul Bert à Lyon.

Constat et travaux à prévoir :

1) Carte de commande de porte (opérateur de porte cabine) HS, la porte ne se
   ferme plus. Appareil laissé à l'arrêt en attente de la pièce - URGENT
2) Contacts de porte palière du 5e étage usés, à remplacer lors de la
   même intervention
3) Bouton d'appel du RDC cassé (cabochon manquant)
4) Suggestion : prévoir le remplacement de l'éclairage cabine par un
   éclairage LED (consommation, durée de vie)

Le devis n° DV-25-0091 pour les points 1 et 2 vous sera adressé demain.
Délai pièce : 48 à 72 h après accord.

Pour information, l'Ascenseur A fonctionne normalement (visite d'entretien
du 28/01 sans remarque).

Cordialement,

Service Après-Vente
ASCENSEURS DURAND & FILS
12 avenue Jean Cagne - 69200 Vénissieux
Tél. 04 78 70 22 15 - Astreinte 24h/24 : 04 78 70 22 99
SAS au capital de 150 000 € - RCS Lyon 388 204 511
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'eml', encoding: 'windows-1252', text: text.replace(/\n/g, '\r\n') },
  truth: {
    id: 'email-fr-durand-tilleuls',
    language: 'fr',
    family: 'contractor-email',
    failure: null,
    metadata: {
      documentDate: '2025-02-03',
      author: 'Ascenseurs Durand & Fils',
      provider: 'PRV-3',
      units: ['UNI-1'],
      technicalInstallations: ['TI-3'],
      equipment: [],
    },
    findings: [
      finding(
        '1',
        'critical',
        "Carte de commande de porte (opérateur de porte cabine) HS, la porte ne se ferme plus. Appareil laissé à l'arrêt en attente de la pièce",
        { reference: '1', grade: 'URGENT' },
      ),
      finding('2', 'high', 'Contacts de porte palière du 5e étage usés, à remplacer lors de la même intervention', {
        reference: '2',
        action: 'à remplacer lors de la même intervention',
      }),
      finding('3', 'medium', "Bouton d'appel du RDC cassé (cabochon manquant)", { reference: '3' }),
      finding(
        '4',
        'low',
        "Suggestion : prévoir le remplacement de l'éclairage cabine par un éclairage LED (consommation, durée de vie)",
        { reference: '4', action: "prévoir le remplacement de l'éclairage cabine par un éclairage LED" },
      ),
    ],
  },
};
