import { finding, type SourceReport } from '../../generator/source-report.ts';

/** A sprinkler contractor's visit report sent by e-mail (Windows-1252), forwarded by the site manager. */
const text = `From: Mathieu Garnier <m.garnier@hestia-pm.fr>
To: Service technique Hestia <technique@hestia-pm.fr>
Subject: TR: Saint-Priest - visite semestrielle sprinkleur - compte rendu
Date: Mon, 15 Sep 2025 09:12:44 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset="windows-1252"
Content-Transfer-Encoding: 8bit

Pour suite à donner, notamment le point 1. Je relance le prestataire pour le devis.

Mathieu

-----Message d'origine-----
De : Julien Perrot <j.perrot@aquasprink.fr>
Envoyé : vendredi 12 septembre 2025 17:48
À : Mathieu Garnier <m.garnier@hestia-pm.fr>
Objet : Saint-Priest - visite semestrielle sprinkleur - compte rendu

Bonjour Monsieur Garnier,

Suite à notre visite semestrielle du 11/09/2025 sur l'installation sprinkleur de l'Entrepôt Saint-Priest (poste de contrôle n° 1, source B motopompe), voici notre compte rendu.

Essais réalisés ce jour : démarrage automatique de la motopompe (OK, pression 7,2 bar), essai des alarmes hydrauliques (OK), contrôle des vannes (toutes ouvertes et cadenassées). Filtre gasoil remplacé ce jour, RAS.

Anomalies relevées :

1) URGENT - Cellule B, allée 4 : plusieurs têtes sprinkleurs sont masquées par le stockage, distance tête / haut des marchandises inférieure à 1 m en plusieurs endroits. A corriger immédiatement par l'exploitant.

2) A PREVOIR - Local motopompe : batterie de démarrage n° 2 en fin de vie (test de décharge insuffisant), remplacement à prévoir d'ici la prochaine visite.

3) A PREVOIR - Réserve d'eau : corrosion sur l'échelle intérieure et la trappe de visite de la cuve.

Suggestion : mettre en place un registre de consignation des vannes (R1 APSAD) directement au poste de contrôle.

Nous vous ferons parvenir un devis pour les points 2 et 3.

Cordialement,

Julien Perrot
Technicien vérificateur
AQUASPRINK Services - Agence Rhône-Alpes
2 allée des Frênes, 69140 Rillieux-la-Pape
Tél. : 04 78 97 55 10
Installateur certifié APSAD R1 / I7
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'eml', encoding: 'windows-1252', text },
  truth: {
    id: 'email-fr-aquasprink-saintpriest',
    language: 'fr',
    family: 'contractor-email',
    failure: null,
    metadata: {
      documentDate: '2025-09-12',
      author: 'AQUASPRINK Services',
      provider: null,
      units: ['UNI-3'],
      technicalInstallations: ['TI-10'],
      equipment: [],
    },
    findings: [
      finding(
        '1',
        'critical',
        'plusieurs têtes sprinkleurs sont masquées par le stockage, distance tête / haut des marchandises inférieure à 1 m en plusieurs endroits.',
        {
          location: 'Cellule B, allée 4',
          reference: '1',
          action: "A corriger immédiatement par l'exploitant.",
          grade: 'URGENT',
          dueDate: '2025-09-12',
        },
      ),
      finding('2', 'medium', 'batterie de démarrage n° 2 en fin de vie (test de décharge insuffisant)', {
        location: 'Local motopompe',
        reference: '2',
        action: "remplacement à prévoir d'ici la prochaine visite.",
        grade: 'A PREVOIR',
      }),
      finding('3', 'medium', "corrosion sur l'échelle intérieure et la trappe de visite de la cuve.", {
        location: "Réserve d'eau",
        reference: '3',
        grade: 'A PREVOIR',
      }),
      finding(
        's',
        'low',
        'mettre en place un registre de consignation des vannes (R1 APSAD) directement au poste de contrôle.',
        { grade: 'Suggestion' },
      ),
    ],
  },
};
