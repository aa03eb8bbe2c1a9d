/**
 * The words users have for the catalogue, in French, English and German: kinds, statuses,
 * priorities, intervention and visit types, decisions, counts and breakdowns, order, and the cues
 * of the five refusals. Labels already in `catalogue/kinds.ts` are taken from there; this file adds
 * the synonyms and inflections users write. Phrases are written naturally (accents, spaces); the
 * matcher folds and stems them.
 *
 * Entries are data only. What a match means for the plan is decided in `plan-builder.ts`.
 */

import { DECISION_LABELS, INTERVENTION_TYPE_LABELS, KIND_LABELS, PRIORITY_LABELS, VISIT_TYPE_LABELS } from '../../catalogue/kind-labels.ts';
import type { Decision, InterventionType, Kind, Priority, VisitType } from '../../catalogue/kinds.ts';
import type { GroupBy } from '../plan.ts';
import { LANGS, type Lang } from './language.ts';
import type { PhraseSpec } from './lexicon.ts';
import { fold } from './text.ts';

/** Per kind, the status codes a status word stands for. `open` / `closed`: the kind's whole set. */
export type StatusMeaning = { readonly set: 'open' | 'closed' } | { readonly codes: Readonly<Partial<Record<Kind, readonly string[]>>>; readonly otherwise?: 'open' };

export type Cue = 'mutation' | 'unavailable' | 'foreign' | 'failure' | 'analysis';

export type Meaning =
  /** `weak`: only when the question names no other kind ("maintenance" alone means interventions). */
  | { readonly type: 'kind'; readonly kind: Kind; readonly weak?: boolean }
  | { readonly type: 'status'; readonly status: StatusMeaning }
  | { readonly type: 'priority'; readonly values: readonly Priority[] }
  | { readonly type: 'interventionType'; readonly values: readonly InterventionType[] }
  | { readonly type: 'visitType'; readonly values: readonly VisitType[] }
  | { readonly type: 'decision'; readonly values: readonly Decision[] }
  | { readonly type: 'overdue' }
  | { readonly type: 'archived' }
  | { readonly type: 'order'; readonly direction: 'asc' | 'desc' }
  | { readonly type: 'count' }
  /** "répartition", "breakdown": a groupCount, by status unless a dimension is named. */
  | { readonly type: 'breakdown' }
  /** "par priorité", "per building"; `type` is the kind's own type (interventions, visits). */
  | { readonly type: 'groupBy'; readonly by: GroupBy | 'type' }
  /**
   * A dimension named outside a "by" phrase ("the outcome of the commissions", "Aufschlüsselung der
   * Mängel, Dringlichkeit"): what a breakdown asked for goes by; alone, a word about the records.
   */
  | { readonly type: 'dimension'; readonly by: GroupBy | 'type' }
  /** "le plus de", "the most", "die meisten": a breakdown by the kind named next to it ("which building has the most anomalies"). */
  | { readonly type: 'most' }
  | { readonly type: 'cue'; readonly cue: Cue }
  /** Words with no filter of their own that must not become a free-text term. */
  | { readonly type: 'filler' };

export interface EntrySpec {
  readonly phrases: Readonly<Partial<Record<Lang, readonly string[]>>>;
  readonly meaning: Meaning;
  /**
   * Only these forms: no stemming, and a one-letter difference is a typo only when it is not
   * another form of the same word ("created" is not "create", "archivé" is not "archive").
   */
  readonly exact?: boolean;
  /** Only as the first word of a request (imperatives that are also nouns or adjectives: "plan", "close"). */
  readonly leading?: boolean;
}

const entry = (meaning: Meaning, phrases: EntrySpec['phrases'], options: { exact?: boolean; leading?: boolean } = {}): EntrySpec => ({
  meaning,
  phrases,
  ...options,
});

const labelsOf = (localized: Readonly<Record<Lang, string>>): Record<Lang, string[]> => ({
  fr: [localized.fr],
  en: [localized.en],
  de: [localized.de],
});

const merge = (...parts: EntrySpec['phrases'][]): Record<Lang, string[]> => {
  const out: Record<Lang, string[]> = { fr: [], en: [], de: [] };
  for (const part of parts) for (const lang of ['fr', 'en', 'de'] as const) out[lang].push(...(part[lang] ?? []));
  return out;
};

// ---------------------------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------------------------

const KIND_SYNONYMS: Record<Kind, EntrySpec['phrases']> = {
  anomaly: {
    fr: ['anomalie', 'anomalies', 'défaut', 'défauts', 'défaillance', 'défaillances', 'dysfonctionnement', 'dysfonctionnements', 'désordre', 'désordres', 'réserve', 'réserves', 'problème', 'problèmes', 'incident', 'incidents'],
    en: ['anomaly', 'anomalies', 'defect', 'defects', 'fault', 'faults', 'issue', 'issues', 'deficiency', 'deficiencies', 'malfunction', 'malfunctions', 'problem', 'problems', 'finding', 'findings', 'incident', 'incidents'],
    de: ['Mangel', 'Mängel', 'Mängeln', 'Anomalie', 'Anomalien', 'Defekt', 'Defekte', 'Störung', 'Störungen', 'Beanstandung', 'Beanstandungen', 'Problem', 'Probleme', 'Fehler', 'Schaden', 'Schäden'],
  },
  intervention: {
    fr: ['intervention', 'interventions', "ordre de travail", 'ordres de travail', 'opération de maintenance', 'opérations de maintenance'],
    en: ['intervention', 'interventions', 'work order', 'work orders', 'job', 'jobs', 'service call', 'service calls', 'maintenance visit', 'maintenance visits'],
    de: ['Einsatz', 'Einsätze', 'Einsätzen', 'Intervention', 'Interventionen', 'Arbeitsauftrag', 'Arbeitsaufträge', 'Wartungseinsatz', 'Wartungseinsätze'],
  },
  commission: {
    fr: ['commission de sécurité', 'commissions de sécurité', 'commission', 'commissions', 'visite de commission', 'visites de commission', 'passage de la commission'],
    en: ['safety commission', 'safety commissions', 'commission', 'commissions', 'commission visit', 'commission visits', 'fire safety commission', 'fire safety commissions', 'safety committee', 'safety committees'],
    de: ['Sicherheitskommission', 'Sicherheitskommissionen', 'Kommission', 'Kommissionen', 'Begehung', 'Begehungen', 'Brandschau', 'Brandverhütungsschau'],
  },
  unit: {
    fr: ['site', 'sites', 'bâtiment', 'bâtiments', 'immeuble', 'immeubles', 'établissement', 'établissements', 'unité', 'unités', 'patrimoine'],
    en: ['site', 'sites', 'building', 'buildings', 'property', 'properties', 'facility', 'facilities', 'unit', 'units', 'premises'],
    de: ['Standort', 'Standorte', 'Gebäude', 'Gebäuden', 'Objekt', 'Objekte', 'Liegenschaft', 'Liegenschaften', 'Einheit', 'Einheiten', 'Immobilie', 'Immobilien'],
  },
  technical_installation: {
    fr: ['installation technique', 'installations techniques', 'installation', 'installations', 'système technique', 'systèmes techniques'],
    en: ['technical installation', 'technical installations', 'installation', 'installations', 'technical system', 'technical systems', 'building system', 'building systems'],
    de: ['technische Anlage', 'technische Anlagen', 'technischen Anlagen', 'Anlage', 'Anlagen', 'Installation', 'Installationen', 'haustechnische Anlage'],
  },
  equipment: {
    fr: ['équipement', 'équipements', 'appareil', 'appareils', 'matériel', 'matériels', 'machine', 'machines'],
    en: ['equipment', 'equipments', 'device', 'devices', 'appliance', 'appliances', 'machine', 'machines', 'asset', 'assets'],
    de: ['Gerät', 'Geräte', 'Geräten', 'Ausrüstung', 'Ausrüstungen', 'Betriebsmittel', 'Maschine', 'Maschinen'],
  },
  building_work: {
    fr: ['travaux', 'chantier', 'chantiers', 'travaux de bâtiment', 'opération de travaux'],
    en: ['building work', 'building works', 'construction work', 'construction works', 'works', 'renovation', 'renovations', 'construction project', 'construction projects'],
    de: ['Bauarbeiten', 'Baumaßnahme', 'Baumaßnahmen', 'Bauvorhaben', 'Baustelle', 'Baustellen', 'Arbeiten am Gebäude', 'Umbau', 'Umbauten'],
  },
  logbook: {
    fr: ['registre de sécurité', 'registres de sécurité', 'registre', 'registres', 'carnet', 'carnets'],
    en: ['logbook', 'logbooks', 'log book', 'log books', 'safety logbook', 'safety logbooks', 'safety register', 'safety registers', 'register', 'registers'],
    de: ['Prüfbuch', 'Prüfbücher', 'Sicherheitsbuch', 'Sicherheitsbücher', 'Sicherheitsregister', 'Register', 'Logbuch', 'Logbücher', 'Brandschutzbuch'],
  },
  provider: {
    fr: ['prestataire', 'prestataires', 'fournisseur', 'fournisseurs', 'sous-traitant', 'sous-traitants', 'entreprise', 'entreprises', 'société', 'sociétés', 'intervenant', 'intervenants'],
    en: ['provider', 'providers', 'supplier', 'suppliers', 'contractor', 'contractors', 'vendor', 'vendors', 'subcontractor', 'subcontractors', 'company', 'companies', 'service provider', 'service providers'],
    de: ['Dienstleister', 'Dienstleistern', 'Anbieter', 'Lieferant', 'Lieferanten', 'Firma', 'Firmen', 'Auftragnehmer', 'Unternehmen', 'Fachfirma', 'Fachfirmen'],
  },
  contact: {
    fr: ['contact', 'contacts', 'interlocuteur', 'interlocuteurs', 'interlocutrice', 'correspondant', 'correspondants', 'personne à contacter'],
    en: ['contact', 'contacts', 'contact person', 'contact people', 'contact persons', 'point of contact'],
    de: ['Kontakt', 'Kontakte', 'Ansprechpartner', 'Ansprechpartnerin', 'Ansprechpartnern', 'Kontaktperson', 'Kontaktpersonen'],
  },
  contract: {
    fr: ['contrat', 'contrats', 'contrat de maintenance', 'contrats de maintenance', 'marché', 'marchés'],
    en: ['contract', 'contracts', 'agreement', 'agreements', 'maintenance contract', 'maintenance contracts', 'service contract', 'service contracts'],
    de: ['Vertrag', 'Verträge', 'Verträgen', 'Wartungsvertrag', 'Wartungsverträge', 'Kontrakt'],
  },
  document: {
    fr: ['document', 'documents', 'fichier', 'fichiers', 'pièce jointe', 'pièces jointes', 'doc', 'docs'],
    en: ['document', 'documents', 'file', 'files', 'attachment', 'attachments', 'doc', 'docs', 'paperwork'],
    de: ['Dokument', 'Dokumente', 'Dokumenten', 'Datei', 'Dateien', 'Unterlage', 'Unterlagen', 'Anhang', 'Anhänge'],
  },
  report: {
    fr: ['rapport', 'rapports', 'compte rendu', 'comptes rendus', 'procès-verbal', 'procès-verbaux', 'pv', 'rapport de vérification', 'rapports de vérification'],
    en: ['report', 'reports', 'inspection report', 'inspection reports', 'service report', 'service reports'],
    de: ['Bericht', 'Berichte', 'Berichten', 'Prüfbericht', 'Prüfberichte', 'Protokoll', 'Protokolle', 'Prüfprotokoll', 'Prüfprotokolle'],
  },
  routine: {
    fr: ['routine', 'routines', 'tâche récurrente', 'tâches récurrentes', 'tâche périodique', 'tâches périodiques', 'vérification périodique', 'vérifications périodiques'],
    en: ['routine', 'routines', 'recurring task', 'recurring tasks', 'periodic task', 'periodic tasks', 'recurring check', 'recurring checks'],
    de: ['Routine', 'Routinen', 'wiederkehrende Aufgabe', 'wiederkehrende Aufgaben', 'Turnus', 'Prüfturnus'],
  },
  member: {
    fr: ['membre', 'membres', 'utilisateur', 'utilisateurs', 'équipe', 'invitation', 'invitations', 'collaborateur', 'collaborateurs', 'compte utilisateur', 'comptes utilisateurs'],
    en: ['member', 'members', 'user', 'users', 'team', 'invitation', 'invitations', 'team member', 'team members', 'colleague', 'colleagues', 'user account', 'user accounts'],
    de: ['Mitglied', 'Mitglieder', 'Mitgliedern', 'Benutzer', 'Nutzer', 'Team', 'Einladung', 'Einladungen', 'Teammitglied', 'Teammitglieder', 'Kollege', 'Kollegen', 'Benutzerkonto', 'Benutzerkonten'],
  },
  compliance: {
    fr: ['conformité', 'conformités', 'non-conformité', 'non-conformités', 'non conformité', 'non conformités', 'exigence réglementaire', 'exigences réglementaires', 'obligation réglementaire', 'obligations réglementaires', 'contrôle réglementaire', 'contrôles réglementaires', 'vérification réglementaire', 'vérifications réglementaires', 'point de conformité', 'points de conformité', 'point de contrôle', 'points de contrôle'],
    en: ['compliance', 'compliance item', 'compliance items', 'compliance check', 'compliance checks', 'compliance requirement', 'compliance requirements', 'regulatory requirement', 'regulatory requirements', 'regulatory check', 'regulatory checks', 'non-conformity', 'non-conformities', 'nonconformity', 'nonconformities', 'non-compliance', 'non-compliances', 'checkpoint', 'checkpoints'],
    de: ['Konformität', 'Konformitätsprüfung', 'Konformitätsprüfungen', 'Konformitätsanforderung', 'Konformitätsanforderungen', 'Nichtkonformität', 'Nichtkonformitäten', 'Compliance', 'gesetzliche Anforderung', 'gesetzliche Anforderungen', 'Prüfpflicht', 'Prüfpflichten', 'Prüfpunkt', 'Prüfpunkte', 'Auflage', 'Auflagen'],
  },
};

/** Words that name a kind only when nothing else does ("maintenance", "Wartung"). */
const WEAK_KIND_SYNONYMS: Partial<Record<Kind, EntrySpec['phrases']>> = {
  intervention: {
    fr: ['maintenance', 'maintenances', 'entretien', 'entretiens', 'visite', 'visites'],
    en: ['maintenance', 'visit', 'visits', 'servicing'],
    de: ['Instandhaltung', 'Besuch', 'Besuche'],
  },
  compliance: { fr: ['contrôle', 'contrôles', 'vérification', 'vérifications'], en: ['check', 'checks'], de: ['Prüfung', 'Prüfungen', 'Kontrolle', 'Kontrollen'] },
};

const kindEntries = (): EntrySpec[] => [
  ...Object.entries(KIND_SYNONYMS).map(([kind, phrases]) =>
    entry({ type: 'kind', kind: kind as Kind }, merge(labelsOf(KIND_LABELS[kind as Kind].singular), labelsOf(KIND_LABELS[kind as Kind].plural), phrases)),
  ),
  ...Object.entries(WEAK_KIND_SYNONYMS).map(([kind, phrases]) => entry({ type: 'kind', kind: kind as Kind, weak: true }, phrases)),
];

// ---------------------------------------------------------------------------------------------
// Statuses
// ---------------------------------------------------------------------------------------------

const status = (meaning: StatusMeaning, phrases: EntrySpec['phrases'], exact = false): EntrySpec =>
  entry({ type: 'status', status: meaning }, phrases, { exact });

const statusEntries = (): EntrySpec[] => [
  status({ set: 'open' }, {
    fr: ['ouvert', 'ouverte', 'ouverts', 'ouvertes', 'en cours', 'non résolu', 'non résolue', 'non résolus', 'non résolues', 'non traité', 'non traitée', 'non traités', 'non traitées', 'non clos', 'non clôturé', 'non clôturées', 'à traiter', 'en suspens'],
    en: ['open', 'opened', 'unresolved', 'outstanding', 'not closed', 'not resolved', 'still open', 'active issues'],
    de: ['offen', 'offene', 'offenen', 'offener', 'offenes', 'unerledigt', 'unerledigte', 'unerledigten', 'nicht erledigt', 'nicht behoben', 'ungelöst', 'ungelöste', 'ungelösten'],
  }),
  status({ set: 'closed' }, {
    fr: ['clos', 'close', 'closes', 'fermé', 'fermée', 'fermés', 'fermées', 'clôturé', 'clôturée', 'clôturés', 'clôturées', 'terminé', 'terminée', 'terminés', 'terminées', 'soldé', 'soldée', 'soldés', 'soldées'],
    en: ['closed', 'finished', 'settled'],
    de: ['erledigt', 'erledigte', 'erledigten', 'geschlossen', 'geschlossene', 'geschlossenen', 'abgeschlossen', 'abgeschlossene', 'abgeschlossenen'],
  }, true),
  status({ codes: { anomaly: ['in_progress'], intervention: ['in_progress'] } }, {
    fr: ['en cours de traitement', 'en traitement', 'en cours de réalisation', 'pris en charge', 'prise en charge', 'prises en charge'],
    en: ['in progress', 'ongoing', 'being handled', 'being processed', 'under way', 'underway'],
    de: ['in Bearbeitung', 'in Durchführung', 'laufend', 'laufende', 'laufenden', 'in Arbeit'],
  }),
  status({ codes: { intervention: ['planned'], commission: ['scheduled'] } }, {
    fr: ['planifié', 'planifiée', 'planifiés', 'planifiées', 'programmé', 'programmée', 'programmés', 'programmées', 'prévu', 'prévue', 'prévus', 'prévues', 'à venir'],
    en: ['planned', 'scheduled', 'upcoming', 'forthcoming'],
    de: ['geplant', 'geplante', 'geplanten', 'geplanter', 'angesetzt', 'angesetzte', 'angesetzten', 'terminiert', 'terminierte', 'terminierten', 'vorgesehen', 'vorgesehene', 'anstehend', 'anstehende', 'anstehenden', 'bevorstehend', 'bevorstehende'],
  }, true),
  status({ codes: { intervention: ['done'], commission: ['held'] } }, {
    fr: ['réalisé', 'réalisée', 'réalisés', 'réalisées', 'effectué', 'effectuée', 'effectués', 'effectuées', 'achevé', 'achevée', 'achevés', 'achevées', 'accompli', 'accomplie', 'accomplies'],
    en: ['done', 'completed', 'complete', 'carried out', 'performed', 'accomplished'],
    de: ['durchgeführt', 'durchgeführte', 'durchgeführten', 'ausgeführt', 'ausgeführte', 'ausgeführten', 'fertig', 'fertige', 'fertiggestellt', 'beendet', 'beendete', 'beendeten'],
  }, true),
  status({ codes: { commission: ['held'] } }, { fr: ['tenue', 'tenues', 'passée', 'passées'], en: ['held', 'took place'], de: ['stattgefunden', 'abgehalten', 'abgehaltene', 'abgehaltenen'] }, true),
  status({ codes: { anomaly: ['cancelled'], intervention: ['cancelled'], commission: ['cancelled'] } }, {
    fr: ['annulé', 'annulée', 'annulés', 'annulées'],
    en: ['cancelled', 'canceled', 'called off'],
    de: ['storniert', 'stornierte', 'stornierten', 'abgesagt', 'abgesagte', 'abgesagten', 'verworfen', 'verworfene', 'verworfenen', 'annulliert'],
  }, true),
  status({ codes: { anomaly: ['resolved'] } }, {
    fr: ['résolu', 'résolue', 'résolus', 'résolues', 'corrigé', 'corrigée', 'corrigés', 'corrigées', 'levé', 'levée', 'levés', 'levées', 'traité', 'traitée', 'traités', 'traitées', 'réparé', 'réparée', 'réparés', 'réparées'],
    en: ['resolved', 'fixed', 'corrected', 'repaired', 'remedied', 'rectified'],
    de: ['behoben', 'behobene', 'behobenen', 'gelöst', 'gelöste', 'gelösten', 'beseitigt', 'beseitigte', 'beseitigten', 'repariert', 'reparierte', 'reparierten'],
  }, true),
  status({ codes: { equipment: ['in_service'] } }, {
    fr: ['en service', 'en fonctionnement', 'opérationnel', 'opérationnelle', 'opérationnels', 'opérationnelles', 'en marche', 'fonctionnel', 'fonctionnels'],
    en: ['in service', 'operational', 'working', 'in operation', 'running'],
    de: ['in Betrieb', 'betriebsbereit', 'funktionsfähig', 'funktionsfähige', 'funktionsfähigen'],
  }),
  status({ codes: { equipment: ['out_of_service'] } }, {
    fr: ['hors service', 'hs', 'en panne', "hors d'usage", 'arrêté', 'arrêtés', 'à l’arrêt', "à l'arrêt", 'défectueux', 'défectueuse', 'défectueuses'],
    en: ['out of service', 'out of order', 'broken', 'broken down', 'not working', 'down', 'faulty', 'inoperative'],
    de: ['außer Betrieb', 'defekt', 'defekte', 'defekten', 'ausgefallen', 'ausgefallene', 'ausgefallenen', 'kaputt', 'kaputte', 'kaputten', 'stillgelegt', 'stillgelegte'],
  }),
  status({ codes: { equipment: ['removed'] } }, {
    fr: ['retiré', 'retirée', 'retirés', 'retirées', 'démonté', 'démontée', 'démontés', 'démontées', 'déposé', 'déposés', 'déposée', 'déposées'],
    en: ['removed', 'decommissioned', 'dismantled', 'retired'],
    de: ['ausgebaut', 'ausgebaute', 'ausgebauten', 'demontiert', 'demontierte', 'demontierten', 'entfernt', 'entfernte', 'entfernten', 'ausgemustert', 'ausgemusterte'],
  }, true),
  status({ codes: { building_work: ['pending'], compliance: ['pending'], member: ['pending'], report: ['pending_review'] }, otherwise: 'open' }, {
    fr: ['en attente', 'à évaluer', 'non évalué', 'non évaluée', 'non évalués', 'non évaluées', "en attente d'approbation", 'en attente d’approbation', "en attente d'autorisation", 'à approuver', 'en attente de décision'],
    en: ['pending', 'awaiting', 'waiting', 'on hold pending', 'to be assessed', 'pending approval'],
    de: ['ausstehend', 'ausstehende', 'ausstehenden', 'wartend', 'wartende', 'wartenden', 'offen zur Genehmigung'],
  }),
  status({ codes: { building_work: ['approved'], report: ['validated'] } }, {
    fr: ['approuvé', 'approuvée', 'approuvés', 'approuvées', 'accepté', 'acceptée', 'acceptés', 'acceptées', 'autorisé', 'autorisés', 'autorisée', 'autorisées'],
    en: ['approved', 'accepted', 'authorised', 'authorized', 'signed off'],
    de: ['genehmigt', 'genehmigte', 'genehmigten', 'bewilligt', 'bewilligte', 'bewilligten', 'akzeptiert', 'akzeptierte', 'akzeptierten'],
  }, true),
  status({ codes: { building_work: ['partially_received'] } }, {
    fr: ['partiellement réceptionné', 'partiellement réceptionnés', 'partiellement réceptionnée', 'partiellement réceptionnées', 'réception partielle', 'réceptions partielles'],
    en: ['partially received', 'partly received', 'partially handed over', 'partial acceptance'],
    de: ['teilweise abgenommen', 'teilabgenommen', 'Teilabnahme'],
  }),
  status({ codes: { building_work: ['received'] } }, {
    fr: ['réceptionné', 'réceptionnée', 'réceptionnés', 'réceptionnées', 'livré', 'livrés', 'livrée', 'livrées'],
    en: ['received', 'handed over', 'delivered'],
    de: ['abgenommen', 'abgenommene', 'abgenommenen', 'übergeben', 'übergebene'],
  }, true),
  status({ codes: { building_work: ['rejected'], report: ['rejected'] } }, {
    fr: ['refusé', 'refusée', 'refusés', 'refusées', 'rejeté', 'rejetée', 'rejetés', 'rejetées'],
    en: ['rejected', 'refused', 'declined', 'turned down'],
    de: ['abgelehnt', 'abgelehnte', 'abgelehnten', 'zurückgewiesen', 'zurückgewiesene', 'zurückgewiesenen', 'verweigert'],
  }, true),
  status({ codes: { report: ['validated'], building_work: ['approved'] } }, {
    fr: ['validé', 'validée', 'validés', 'validées'],
    en: ['validated', 'verified'],
    de: ['freigegeben', 'freigegebene', 'freigegebenen', 'validiert', 'validierte', 'validierten', 'geprüft', 'geprüfte', 'geprüften'],
  }, true),
  status({ codes: { report: ['pending_review'] } }, {
    fr: ['à valider', 'en attente de validation', 'à vérifier', 'à relire', 'en attente de relecture'],
    en: ['pending review', 'awaiting review', 'awaiting validation', 'to be reviewed', 'to review', 'to validate'],
    de: ['Prüfung ausstehend', 'zu prüfen', 'zur Prüfung', 'zur Freigabe', 'noch nicht freigegeben', 'geprüft werden', 'nicht geprüft', 'noch nicht geprüft', 'ungeprüft', 'ungeprüfte', 'ungeprüften'],
  }),
  status({ codes: { provider: ['active'], contract: ['active'], routine: ['active'], member: ['active'], equipment: ['in_service'] } }, {
    fr: ['actif', 'actifs', 'active', 'actives', 'en vigueur', 'valide', 'valides', 'en cours de validité'],
    en: ['active', 'current', 'valid', 'in force', 'live'],
    de: ['aktiv', 'aktive', 'aktiven', 'aktiver', 'gültig', 'gültige', 'gültigen', 'in Kraft', 'wirksam'],
  }),
  status({ codes: { provider: ['inactive'], routine: ['paused'], member: ['disabled'] } }, {
    fr: ['inactif', 'inactifs', 'inactive', 'inactives'],
    en: ['inactive', 'not active'],
    de: ['inaktiv', 'inaktive', 'inaktiven', 'nicht aktiv'],
  }),
  status({ codes: { routine: ['paused'] } }, {
    fr: ['en pause', 'suspendu', 'suspendue', 'suspendus', 'suspendues', 'mis en pause', 'mise en pause', 'mises en pause'],
    en: ['paused', 'on hold', 'suspended'],
    de: ['pausiert', 'pausierte', 'pausierten', 'ausgesetzt', 'ausgesetzte', 'ausgesetzten', 'angehalten', 'pausiert sind'],
  }),
  status({ codes: { contract: ['draft'] } }, { fr: ['brouillon', 'brouillons', 'en préparation'], en: ['draft', 'drafts', 'drafted'], de: ['Entwurf', 'Entwürfe', 'im Entwurf'] }),
  status({ codes: { contract: ['expired'] } }, {
    fr: ['expiré', 'expirée', 'expirés', 'expirées', 'échu', 'échus', 'périmé', 'périmés', 'arrivé à échéance', 'arrivés à échéance'],
    en: ['expired', 'lapsed', 'ran out'],
    de: ['abgelaufen', 'abgelaufene', 'abgelaufenen', 'ausgelaufen', 'ausgelaufene', 'ausgelaufenen', 'erloschen'],
  }, true),
  status({ codes: { contract: ['terminated'] } }, {
    fr: ['résilié', 'résiliée', 'résiliés', 'résiliées', 'dénoncé', 'dénoncés', 'rompu', 'rompus'],
    en: ['terminated', 'cancelled contract', 'ended early'],
    de: ['gekündigt', 'gekündigte', 'gekündigten', 'aufgelöst', 'aufgelöste'],
  }, true),
  status({ codes: { member: ['disabled'] } }, {
    fr: ['désactivé', 'désactivée', 'désactivés', 'désactivées', 'bloqué', 'bloqués'],
    en: ['disabled', 'deactivated', 'blocked'],
    de: ['deaktiviert', 'deaktivierte', 'deaktivierten', 'gesperrt', 'gesperrte', 'gesperrten'],
  }, true),
  status({ codes: { compliance: ['compliant'] } }, { fr: ['conforme', 'conformes'], en: ['compliant', 'conforming', 'in compliance'], de: ['konform', 'konforme', 'konformen', 'vorschriftsmäßig'] }),
  status({ codes: { compliance: ['non_compliant'] } }, {
    fr: ['non conforme', 'non conformes', 'non-conforme', 'non-conformes', 'pas conforme', 'pas conformes'],
    en: ['non compliant', 'non-compliant', 'noncompliant', 'not compliant', 'non conforming', 'non-conforming', 'in breach'],
    de: ['nicht konform', 'nicht konforme', 'nicht konformen', 'nicht-konform', 'nichtkonform', 'nichtkonforme', 'nicht vorschriftsmäßig'],
  }),
  status({ codes: { compliance: ['not_applicable'] } }, {
    fr: ['non applicable', 'non applicables', 'sans objet', 'non concerné', 'non concernés', 'n/a'],
    en: ['not applicable', 'non applicable', 'n/a', 'irrelevant'],
    de: ['nicht anwendbar', 'nicht zutreffend', 'entfällt', 'nicht relevant'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Priorities, intervention types, visit types, decisions
// ---------------------------------------------------------------------------------------------

const priority = (values: readonly Priority[], phrases: EntrySpec['phrases']): EntrySpec => entry({ type: 'priority', values }, phrases);

const priorityEntries = (): EntrySpec[] => [
  priority(['critical'], merge(labelsOf(PRIORITY_LABELS.critical), { fr: ['critiques', 'priorité critique', 'très urgent', 'très urgente', 'très urgentes', 'bloquant', 'bloquante', 'bloquantes'], en: ['critical priority', 'blocking', 'severe'], de: ['kritische', 'kritischen', 'kritischer', 'kritisches', 'sehr dringend', 'blockierend'] })),
  priority(['high'], merge(labelsOf(PRIORITY_LABELS.high), { fr: ['hautes', 'priorité haute', 'haute priorité', 'élevée', 'élevées', 'priorité élevée', 'forte priorité', 'importante', 'importantes'], en: ['high priority', 'high-priority', 'important'], de: ['hoher', 'hohe', 'hohen', 'hoher Priorität', 'hohe Priorität', 'wichtig', 'wichtige', 'wichtigen'] })),
  priority(['medium'], merge(labelsOf(PRIORITY_LABELS.medium), { fr: ['moyennes', 'priorité moyenne', 'moyenne priorité', 'normale', 'normales'], en: ['medium priority', 'moderate', 'normal'], de: ['mittlere', 'mittleren', 'mittlerer', 'mittlere Priorität', 'normal', 'normale'] })),
  priority(['low'], merge(labelsOf(PRIORITY_LABELS.low), { fr: ['basses', 'priorité basse', 'basse priorité', 'faible', 'faibles', 'faible priorité', 'mineure', 'mineures', 'mineur', 'mineurs'], en: ['low priority', 'low-priority', 'minor'], de: ['niedrige', 'niedrigen', 'niedriger', 'geringe', 'geringen', 'gering', 'niedrige Priorität', 'geringfügig'] })),
  priority(['high', 'critical'], {
    fr: ['urgent', 'urgente', 'urgents', 'urgentes', 'prioritaire', 'prioritaires', 'haute ou critique', 'graves', 'grave'],
    en: ['urgent', 'urgent ones', 'high or critical', 'pressing', 'serious'],
    de: ['dringend', 'dringende', 'dringenden', 'dringender', 'eilig', 'eilige', 'eiligen', 'vorrangig', 'vorrangige', 'schwerwiegend', 'schwerwiegende'],
  }),
];

const interventionType = (values: readonly InterventionType[], phrases: EntrySpec['phrases']): EntrySpec =>
  entry({ type: 'interventionType', values }, phrases);

const interventionTypeEntries = (): EntrySpec[] => [
  interventionType(['preventive'], merge(labelsOf(INTERVENTION_TYPE_LABELS.preventive), {
    fr: ['préventif', 'préventifs', 'préventive', 'préventives', 'maintenance préventive', 'entretien préventif', 'entretien courant', 'entretien périodique'],
    en: ['preventive', 'preventative', 'preventive maintenance', 'planned maintenance', 'routine maintenance', 'scheduled maintenance'],
    de: ['präventiv', 'präventive', 'präventiven', 'vorbeugend', 'vorbeugende', 'vorbeugenden', 'Wartung', 'Wartungen', 'Wartungsarbeiten', 'vorbeugende Wartung', 'planmäßige Wartung'],
  })),
  interventionType(['curative'], merge(labelsOf(INTERVENTION_TYPE_LABELS.curative), {
    fr: ['curatif', 'curatifs', 'curative', 'curatives', 'correctif', 'correctifs', 'corrective', 'correctives', 'maintenance corrective', 'réparation', 'réparations'],
    en: ['curative', 'corrective', 'repair', 'repairs', 'corrective maintenance', 'reactive maintenance'],
    de: ['kurativ', 'kurative', 'kurativen', 'korrektiv', 'korrektive', 'korrektiven', 'Instandsetzung', 'Instandsetzungen', 'Reparatur', 'Reparaturen'],
  })),
  interventionType(['troubleshooting'], merge(labelsOf(INTERVENTION_TYPE_LABELS.troubleshooting), {
    fr: ['dépannage', 'dépannages', 'intervention d’urgence', "intervention d'urgence", "interventions d'urgence", 'dépanner'],
    en: ['troubleshooting', 'breakdown repair', 'breakdown repairs', 'call-out', 'call-outs', 'callout', 'callouts', 'emergency repair', 'emergency repairs', 'emergency call', 'fault finding'],
    de: ['Störungsbehebung', 'Störungsbehebungen', 'Entstörung', 'Entstörungen', 'Notdienst', 'Noteinsatz', 'Noteinsätze', 'Störungseinsatz', 'Störungseinsätze'],
  })),
  interventionType(['audit'], merge(labelsOf(INTERVENTION_TYPE_LABELS.audit), { fr: ['audits'], en: ['audits'], de: ['Audits'] })),
  interventionType(['exercise'], merge(labelsOf(INTERVENTION_TYPE_LABELS.exercise), {
    fr: ['exercices', "exercice d'évacuation", "exercices d'évacuation", 'exercice incendie', 'exercices incendie'],
    en: ['drills', 'exercise', 'exercises', 'fire drill', 'fire drills', 'evacuation drill', 'evacuation drills'],
    de: ['Übungen', 'Räumungsübung', 'Räumungsübungen', 'Brandschutzübung', 'Brandschutzübungen', 'Evakuierungsübung', 'Evakuierungsübungen'],
  })),
  interventionType(['session'], merge(labelsOf(INTERVENTION_TYPE_LABELS.session), {
    fr: ['sessions de formation', 'formation', 'formations', 'session', 'sessions'],
    en: ['training sessions', 'training', 'trainings', 'session', 'sessions', 'course', 'courses'],
    de: ['Schulungen', 'Training', 'Trainings', 'Unterweisung', 'Unterweisungen', 'Kurs', 'Kurse'],
  })),
  interventionType(['qualification'], merge(labelsOf(INTERVENTION_TYPE_LABELS.qualification), { fr: ['qualifications', 'session de qualification', 'sessions de qualification'], en: ['qualifications', 'qualification session', 'qualification sessions'], de: ['Qualifizierungen', 'Qualifikation', 'Qualifikationen'] })),
];

const visitTypeEntries = (): EntrySpec[] => [
  entry({ type: 'visitType', values: ['periodic'] }, merge(labelsOf(VISIT_TYPE_LABELS.periodic), {
    fr: ['périodique', 'périodiques', 'visites périodiques'],
    en: ['periodic', 'periodic visits', 'regular visit', 'regular visits'],
    de: ['periodisch', 'periodische', 'periodischen', 'wiederkehrende Begehungen', 'regelmäßige Begehung', 'regelmäßige Begehungen'],
  })),
  entry({ type: 'visitType', values: ['opening'] }, merge(labelsOf(VISIT_TYPE_LABELS.opening), {
    fr: ["visites d'ouverture", "d'ouverture", 'ouverture'],
    en: ['opening visits', 'opening', 'pre-opening'],
    de: ['Eröffnungsbegehungen', 'Eröffnung', 'Eröffnungen'],
  })),
  entry({ type: 'visitType', values: ['inspection'] }, merge(labelsOf(VISIT_TYPE_LABELS.inspection), {
    fr: ['visites de contrôle', 'visite de vérification', 'inspection', 'inspections'],
    en: ['inspections', 'inspection visit', 'inspection visits'],
    de: ['Inspektionen', 'Kontrollbegehung', 'Kontrollbegehungen'],
  })),
  entry({ type: 'visitType', values: ['unannounced'] }, merge(labelsOf(VISIT_TYPE_LABELS.unannounced), {
    fr: ['inopiné', 'inopinée', 'inopinés', 'inopinées', 'visites inopinées', 'surprise', 'sans préavis'],
    en: ['unannounced', 'surprise', 'unannounced visits', 'surprise visit', 'surprise visits', 'without notice'],
    de: ['unangekündigt', 'unangekündigte', 'unangekündigten', 'unangemeldet', 'unangemeldete', 'unangemeldeten', 'unangekündigte Begehungen'],
  })),
];

const decisionEntries = (): EntrySpec[] => [
  entry({ type: 'decision', values: ['favorable'] }, merge(labelsOf(DECISION_LABELS.favorable), {
    fr: ['favorable', 'favorables', 'avis favorables', 'avis positif', 'positif', 'positifs', 'positive', 'positives'],
    en: ['favourable', 'positive', 'favorable decision', 'favourable decision', 'passed'],
    de: ['positiv', 'positive', 'positiven', 'günstig', 'günstige', 'günstigen', 'positives Votum', 'bestanden'],
  })),
  entry({ type: 'decision', values: ['unfavorable'] }, merge(labelsOf(DECISION_LABELS.unfavorable), {
    fr: ['défavorable', 'défavorables', 'avis défavorables', 'avis négatif', 'négatif', 'négatifs', 'négative', 'négatives'],
    en: ['unfavourable', 'negative', 'unfavorable decision', 'unfavourable decision', 'failed'],
    de: ['negativ', 'negative', 'negativen', 'ungünstig', 'ungünstige', 'ungünstigen', 'negatives Votum', 'nicht bestanden'],
  })),
  entry({ type: 'decision', values: ['deferred'] }, merge(labelsOf(DECISION_LABELS.deferred), {
    fr: ['différé', 'différés', 'différée', 'différées', 'avis différés', 'sursis à statuer', 'ajourné', 'ajournée', 'ajournés', 'ajournées', 'reporté', 'reportée', 'reportés', 'reportées'],
    en: ['deferred', 'postponed', 'adjourned', 'pending decision'],
    de: ['zurückgestellt', 'zurückgestellte', 'zurückgestellten', 'vertagt', 'vertagte', 'vertagten', 'aufgeschoben', 'aufgeschobene', 'aufgeschobenen'],
  })),
];

// ---------------------------------------------------------------------------------------------
// Overdue, archived, order, counts and breakdowns
// ---------------------------------------------------------------------------------------------

const stateEntries = (): EntrySpec[] => [
  entry({ type: 'overdue' }, {
    fr: ['en retard', 'retard', 'retards', 'dépassé', 'dépassée', 'dépassés', 'dépassées', 'hors délai', 'hors délais', 'échéance dépassée', 'échéances dépassées', 'en souffrance', 'retardataire', 'retardataires'],
    en: ['overdue', 'late', 'past due', 'behind schedule', 'delayed', 'past their due date', 'past deadline', 'missed deadline'],
    de: ['überfällig', 'überfällige', 'überfälligen', 'überfälliger', 'verspätet', 'verspätete', 'verspäteten', 'in Verzug', 'verzögert', 'verzögerte', 'Frist überschritten', 'überschritten'],
  }),
  entry({ type: 'archived' }, {
    fr: ['archivé', 'archivée', 'archivés', 'archivées', 'aux archives', 'dans les archives', 'en archive', 'archives'],
    en: ['archived', 'in the archive', 'in the archives', 'archive'],
    de: ['archiviert', 'archivierte', 'archivierten', 'archivierter', 'im Archiv', 'Archiv'],
  }, { exact: true }),
  entry({ type: 'order', direction: 'asc' }, {
    fr: ['plus ancien', 'plus anciens', 'plus ancienne', 'plus anciennes', 'les plus vieilles', 'les plus vieux', 'anciennes', 'anciens', 'premières', 'premiers', 'par ordre chronologique'],
    en: ['oldest', 'earliest', 'first', 'least recent', 'in chronological order'],
    de: ['älteste', 'ältesten', 'ältester', 'früheste', 'frühesten', 'erste', 'ersten', 'chronologisch'],
  }),
  entry({ type: 'order', direction: 'desc' }, {
    fr: ['dernier', 'dernière', 'derniers', 'dernières', 'plus récent', 'plus récents', 'plus récente', 'plus récentes', 'récent', 'récents', 'récente', 'récentes'],
    en: ['latest', 'newest', 'most recent', 'recent', 'last'],
    de: ['neueste', 'neuesten', 'neuester', 'jüngste', 'jüngsten', 'letzte', 'letzten', 'aktuellste', 'aktuellsten'],
  }),
  entry({ type: 'count' }, {
    fr: ['combien', 'nombre', 'nombre de', 'nombre total', 'total', 'compte', 'compter', 'décompte', 'quantité'],
    en: ['how many', 'number of', 'count', 'total', 'total number', 'tally', 'how much'],
    de: ['wie viele', 'wieviele', 'wie viel', 'wieviel', 'Anzahl', 'Zahl', 'zähle', 'zählen', 'Gesamtzahl', 'insgesamt'],
  }),
  entry({ type: 'most' }, {
    fr: ['le plus de', "le plus d'", 'le plus grand nombre de', "le plus grand nombre d'"],
    en: ['the most', 'most', 'the highest number of', 'the largest number of', 'the greatest number of'],
    de: ['die meisten', 'am meisten', 'meisten', 'die höchste Anzahl', 'die größte Anzahl'],
  }),
  entry({ type: 'breakdown' }, {
    fr: ['répartition', 'répartitions', 'ventilation', 'distribution', 'décomposition', 'regroupement', 'répartis', 'réparties', 'répartir', 'se répartissent', 'regroupe', 'regrouper', 'décompose', 'décomposer'],
    en: ['breakdown', 'break down', 'broken down', 'distribution', 'split', 'split up', 'grouped', 'group', 'repartition', 'spread', 'distributed'],
    de: ['Verteilung', 'Aufteilung', 'Aufschlüsselung', 'aufgeschlüsselt', 'gruppiert', 'Gliederung', 'aufschlüsseln', 'schlüssele … auf', 'schlüssel … auf', 'aufteilen', 'teile … auf', 'aufgeteilt', 'verteilen', 'verteilen sich', 'verteilt sich', 'verteilt', 'gruppieren', 'gruppiere', 'gliedern', 'aufgliedern', 'Aufgliederung'],
  }),
  // The verb "ventiler" shares its stem with the equipment "ventilateur": only its own forms break down.
  entry({ type: 'breakdown' }, { fr: ['ventile', 'ventiler', 'ventilé', 'ventilée', 'ventilés', 'ventilées'] }, { exact: true }),
];

/** Words that introduce a breakdown dimension ("par", "per", "nach"). */
const GROUP_MARKERS: Record<Lang, readonly string[]> = {
  fr: ['par', 'selon', 'suivant', 'pour chaque', 'pour chacun des', 'pour chacune des', 'en fonction du', 'en fonction de la', 'groupé par', 'groupées par', 'regroupé par', 'regroupées par', 'ventilé par', 'ventilées par'],
  en: ['by', 'per', 'for each', 'for every', 'grouped by', 'broken down by', 'split by', 'according to', 'across'],
  de: ['nach', 'pro', 'je', 'für jedes', 'für jede', 'für jeden', 'gruppiert nach', 'aufgeschlüsselt nach', 'getrennt nach', 'verteilt auf'],
};

const GROUP_DIMENSIONS: ReadonlyArray<{ by: GroupBy | 'type'; phrases: EntrySpec['phrases'] }> = [
  { by: 'status', phrases: { fr: ['statut', 'statuts', 'état', 'états', 'avancement', 'état d’avancement', "état d'avancement"], en: ['status', 'statuses', 'state', 'states', 'stage', 'stages'], de: ['Status', 'Zustand', 'Zuständen', 'Stand', 'Bearbeitungsstand', 'Bearbeitungsstatus'] } },
  { by: 'priority', phrases: { fr: ['priorité', 'priorités', 'criticité', 'gravité', 'urgence', 'niveau de priorité', 'niveau d’urgence', "niveau d'urgence", 'importance'], en: ['priority', 'priorities', 'severity', 'criticality', 'urgency', 'priority level', 'priority levels', 'importance'], de: ['Priorität', 'Prioritäten', 'Dringlichkeit', 'Schweregrad', 'Wichtigkeit', 'Prioritätsstufe', 'Prioritätsstufen', 'Kritikalität'] } },
  { by: 'type', phrases: { fr: ['type', 'types', 'nature', 'catégorie', 'catégories', "type d'intervention", "types d'intervention"], en: ['type', 'types', 'kind', 'kinds', 'category', 'categories', 'intervention type', 'intervention types', 'type of intervention', 'job type', 'job types', 'work type', 'type of work'], de: ['Typ', 'Typen', 'Art', 'Arten', 'Kategorie', 'Kategorien', 'Einsatzart', 'Einsatzarten', 'Einsatztyp', 'Einsatztypen', 'Art des Einsatzes', 'Auftragsart', 'Auftragsarten'] } },
  { by: 'visitType', phrases: { fr: ['type de visite', 'types de visite', 'nature de visite', 'nature de la visite', 'type de passage', 'genre de visite', 'motif de visite', 'motif de la visite'], en: ['visit type', 'visit types', 'type of visit', 'types of visit', 'kind of visit', 'visit kind', 'type of inspection', 'inspection type'], de: ['Begehungsart', 'Begehungsarten', 'Art der Begehung', 'Besuchsart', 'Besuchsarten', 'Besuchstyp', 'Art des Besuchs', 'Begehungstyp', 'Begehungstypen', 'Prüfart', 'Anlass', 'Anlass der Begehung'] } },
  { by: 'decision', phrases: { fr: ['décision', 'décisions', 'avis', 'résultat', 'résultats', 'verdict', 'verdicts', 'avis rendu', 'issue'], en: ['decision', 'decisions', 'outcome', 'outcomes', 'result', 'results', 'verdict', 'verdicts', 'ruling', 'rulings', 'finding of the visit'], de: ['Entscheidung', 'Entscheidungen', 'Ergebnis', 'Ergebnisse', 'Votum', 'Bescheid', 'Beschluss', 'Beschlüsse', 'Urteil', 'Ausgang'] } },
  { by: 'unit', phrases: merge(KIND_SYNONYMS.unit) },
  { by: 'technicalInstallation', phrases: merge(KIND_SYNONYMS.technical_installation) },
  { by: 'provider', phrases: merge(KIND_SYNONYMS.provider) },
];

/**
 * The same dimensions written anywhere in the question, not after "by" ("what was the outcome of
 * the commissions, by decision", "breakdown of the commissions' outcomes"). Words that also name
 * something else are left out: "issue" (an anomaly in English), "Ausgang" (an exit), "urgence"
 * ("sortie d'urgence"), "type", "nature", "Art", "Anlass", "importance"; so are English compounds
 * that a kind and "by type" would spell ("interventions by type" is not "intervention type").
 */
const DIMENSION_WORDS: ReadonlyArray<{ by: GroupBy | 'type'; phrases: EntrySpec['phrases'] }> = [
  { by: 'status', phrases: { fr: ['statut', 'statuts', 'état', 'états', 'avancement', 'état d’avancement', "état d'avancement"], en: ['status', 'statuses', 'state', 'states'], de: ['Status', 'Zustand', 'Zustände', 'Bearbeitungsstand', 'Bearbeitungsstatus'] } },
  { by: 'priority', phrases: { fr: ['priorité', 'priorités', 'criticité', 'gravité', 'niveau de priorité', 'niveau d’urgence', "niveau d'urgence"], en: ['priority', 'priorities', 'severity', 'criticality', 'priority level', 'priority levels'], de: ['Priorität', 'Prioritäten', 'Dringlichkeit', 'Schweregrad', 'Prioritätsstufe', 'Prioritätsstufen', 'Kritikalität'] } },
  { by: 'type', phrases: { fr: ["type d'intervention", "types d'intervention"], en: ['type of intervention', 'types of intervention', 'type of work'], de: ['Einsatzart', 'Einsatzarten', 'Einsatztyp', 'Einsatztypen', 'Art des Einsatzes', 'Auftragsart', 'Auftragsarten'] } },
  { by: 'visitType', phrases: { fr: ['type de visite', 'types de visite', 'nature de visite', 'nature de la visite', 'type de passage', 'genre de visite', 'motif de visite', 'motif de la visite'], en: ['type of visit', 'types of visit', 'kind of visit', 'type of inspection'], de: ['Begehungsart', 'Begehungsarten', 'Art der Begehung', 'Besuchsart', 'Besuchsarten', 'Besuchstyp', 'Art des Besuchs', 'Begehungstyp', 'Begehungstypen', 'Prüfart', 'Anlass der Begehung'] } },
  { by: 'decision', phrases: { fr: ['décision', 'décisions', 'avis', 'résultat', 'résultats', 'verdict', 'verdicts', 'avis rendu'], en: ['decision', 'decisions', 'outcome', 'outcomes', 'result', 'results', 'verdict', 'verdicts', 'ruling', 'rulings'], de: ['Entscheidung', 'Entscheidungen', 'Ergebnis', 'Ergebnisse', 'Votum', 'Bescheid', 'Beschluss', 'Beschlüsse', 'Urteil'] } },
];

const groupEntries = (): EntrySpec[] => [
  ...GROUP_DIMENSIONS.map(({ by, phrases }) => {
    const combined: Record<Lang, string[]> = { fr: [], en: [], de: [] };
    for (const lang of ['fr', 'en', 'de'] as const) {
      for (const marker of GROUP_MARKERS[lang]) for (const dimension of phrases[lang] ?? []) combined[lang].push(`${marker} ${dimension}`);
    }
    return entry({ type: 'groupBy', by }, combined);
  }),
  ...DIMENSION_WORDS.map(({ by, phrases }) => entry({ type: 'dimension', by }, phrases)),
];

// ---------------------------------------------------------------------------------------------
// Refusal cues
// ---------------------------------------------------------------------------------------------

const cue = (name: Cue, phrases: EntrySpec['phrases'], options: { exact?: boolean; leading?: boolean } = {}) =>
  entry({ type: 'cue', cue: name }, phrases, options);

const cueEntries = (): EntrySpec[] => [
  // Orders to change data. Imperatives and infinitives only: "archivées", "created", "geplante" describe, they do not order.
  cue('mutation', {
    fr: ['supprime', 'supprimer', 'supprimez', 'efface', 'effacer', 'effacez', 'crée', 'créer', 'créez', 'ajoute', 'ajouter', 'ajoutez', 'modifie', 'modifier', 'modifiez', 'changer', 'changez', 'mets à jour', 'mettre à jour', 'mettez à jour', 'planifie', 'planifier', 'planifiez', 'programmer', 'programmez', 'envoie', 'envoyer', 'envoyez', 'transmets', 'transmettre', 'transmettez', 'clôturer', 'clôturez', 'fermer', 'fermez', 'archiver', 'archivez', 'désarchiver', 'restaurer', 'rouvre', 'rouvrir', 'réouvre', 'réouvrir', 'assigne', 'assigner', 'assignez', 'attribue', 'attribuer', 'réassigne', 'renomme', 'renommer', 'annuler', 'annulez', 'valider', 'validez', 'approuver', 'approuvez', 'rejeter', 'rejetez', 'refuser', 'enregistrer', 'enregistrez', 'déplacer', 'déplace', 'marquer', 'marquez', 'relance', 'relancer', 'signaler', 'déclarer', 'déclare', 'commander', 'réserver', 'passe en', 'passer en', 'résilier', 'résilie', 'désactiver', 'désactive', 'activer', 'invite', 'inviter', 'convoquer', 'convoque', 'importer', 'importe', 'téléverser', 'téléverse',
      'reprogrammer', 'reprogramme', 'replanifier', 'replanifie', 'décaler', 'reporter', 'prolonger', 'prolonge', 'renouveler', 'renouvelle', 'compléter', 'remplir', 'saisir', 'saisis', 'noter', 'lever', 'solder', 'rattacher', 'rattache', 'associer', 'dissocier', 'joindre', 'attacher', 'mettre en pause', 'suspendre', 'réactiver', 'réactive', 'notifier', 'prévenir', 'avertir', 'affecter', 'réaffecter', 'déclencher', 'ouvrir', 'dupliquer', 'fusionner', 'corriger', 'retirer', 'réinitialiser', 'terminer', 'clore', 'boucler', 'traiter', 'réparer', 'résoudre'],
    en: ['delete', 'remove', 'create', 'add', 'modify', 'update', 'edit', 'rename', 'send', 'forward', 'assign', 'reassign', 'reopen', 'unarchive', 'restore', 'insert', 'upload', 'erase', 'terminate', 'deactivate', 'invite', 'unassign', 'extend', 'renew', 'duplicate', 'merge', 'attach', 'unlink', 'notify', 'remind', 'reschedule', 'close out', 'set up', 'sign off on', 'mark as', 'mark it as', 'mark them as'],
    de: ['lösche', 'löschen', 'lösch', 'entferne', 'entfernen', 'erstelle', 'erstellen', 'anlegen', 'lege', 'füge', 'hinzufügen', 'ändere', 'ändern', 'bearbeite', 'bearbeiten', 'aktualisiere', 'aktualisieren', 'schließe', 'schließen', 'archiviere', 'archivieren', 'sende', 'senden', 'schicke', 'schicken', 'verschicke', 'verschicken', 'planen', 'terminiere', 'terminieren', 'storniere', 'stornieren', 'absagen', 'genehmige', 'genehmigen', 'zuweisen', 'weise', 'markiere', 'markieren', 'verschiebe', 'verschieben', 'umbenennen', 'benenne', 'eintragen', 'trage', 'erfasse', 'erfassen', 'eröffne', 'wiedereröffne', 'buche', 'buchen', 'beauftrage', 'beauftragen', 'bestelle', 'bestellen', 'kündige', 'kündigen', 'deaktiviere', 'deaktivieren', 'lade', 'hochladen', 'setze', 'ersetze', 'ersetzen',
      'abschließen', 'anlegen', 'verlängern', 'zuordnen', 'einplanen', 'umplanen', 'freigeben', 'erledigen', 'abhaken', 'korrigieren', 'anpassen', 'pausieren', 'reaktivieren', 'wiedereröffnen', 'einladen', 'vergeben', 'verlegen', 'abbrechen', 'abmelden', 'zurücksetzen', 'beenden', 'stilllegen', 'verknüpfen', 'hinterlegen', 'speichern', 'speichere', 'übertragen', 'zuteilen', 'verteile', 'trage … ein', 'schließe … ab', 'lege … an', 'füge … hinzu', 'weise … zu', 'ordne … zu'],
  }, { exact: true }),
  cue('mutation', {
    fr: ['programme', 'clôture', 'ferme', 'archive', 'annule', 'valide', 'approuve', 'rejette', 'refuse', 'enregistre', 'marque', 'signale', 'commande', 'change', 'passe', 'mets', 'mettre', 'réserve', 'active'],
    en: ['close', 'archive', 'schedule', 'plan', 'book', 'set', 'mark', 'change', 'move', 'approve', 'validate', 'reject', 'cancel', 'register', 'log', 'raise', 'resolve', 'fix', 'order', 'replace', 'reschedule', 'postpone', 'activate', 'email', 'e-mail'],
    de: ['plane', 'öffne', 'melde', 'sage', 'verlängere', 'aktiviere', 'schließ', 'leg', 'füg', 'trag', 'mach', 'setz', 'änder', 'erstell', 'weis', 'schick', 'stell', 'ordne', 'ordn', 'verschieb', 'markier', 'archivier', 'storniere', 'gib … frei', 'trag … ein'],
  }, { exact: true, leading: true }),
  cue('unavailable', {
    fr: ['facture', 'factures', 'facturation', 'devis', 'bon de commande', 'bons de commande', 'commandes', 'certificat', 'certificats', 'attestation', 'attestations', 'paiement', 'paiements', 'règlement financier', 'budget', 'budgets', 'dépense', 'dépenses', 'bail', 'baux', 'loyer', 'loyers', 'locataire', 'locataires', 'quittance', 'quittances', 'relevé de compteur', 'relevés de compteur', 'compteur', 'compteurs', 'véhicule', 'véhicules', 'fiche de paie', 'fiches de paie', 'salaire', 'salaires', 'avoir', 'avoirs', 'ticket', 'tickets', 'réclamation', 'réclamations', 'congé', 'congés', 'stock', 'stocks', 'pièce détachée', 'pièces détachées'],
    en: ['invoice', 'invoices', 'invoicing', 'bill', 'bills', 'billing', 'quote', 'quotes', 'quotation', 'quotations', 'estimate', 'estimates', 'purchase order', 'purchase orders', 'orders', 'certificate', 'certificates', 'payment', 'payments', 'budget', 'budgets', 'expense', 'expenses', 'lease', 'leases', 'rent', 'tenant', 'tenants', 'meter reading', 'meter readings', 'vehicle', 'vehicles', 'payslip', 'payslips', 'salary', 'salaries', 'credit note', 'credit notes', 'ticket', 'tickets', 'complaint', 'complaints', 'spare part', 'spare parts', 'inventory'],
    de: ['Rechnung', 'Rechnungen', 'Angebot', 'Angebote', 'Kostenvoranschlag', 'Kostenvoranschläge', 'Bestellung', 'Bestellungen', 'Auftragsbestätigung', 'Zertifikat', 'Zertifikate', 'Bescheinigung', 'Bescheinigungen', 'Zahlung', 'Zahlungen', 'Budget', 'Budgets', 'Ausgaben', 'Kosten', 'Mietvertrag', 'Mietverträge', 'Miete', 'Mieten', 'Mieter', 'Zählerstand', 'Zählerstände', 'Fahrzeug', 'Fahrzeuge', 'Gehalt', 'Gehälter', 'Lohnabrechnung', 'Gutschrift', 'Gutschriften', 'Ticket', 'Tickets', 'Reklamation', 'Reklamationen', 'Ersatzteil', 'Ersatzteile', 'Lager', 'Lagerbestand'],
  }),
  cue('foreign', {
    fr: ['météo', 'temps qu’il fait', "temps qu'il fait", 'pluie', 'poème', 'poèmes', 'poésie', 'blague', 'blagues', 'histoire drôle', 'recette', 'recettes', 'capitale', 'président', 'élection', 'élections', 'football', 'match', 'film', 'films', 'musique', 'chanson', 'chansons', 'horoscope', 'bourse', 'bitcoin', 'traduis', 'traduire', 'traduction', 'raconte', 'vacances', 'restaurant', 'restaurants', 'sport', 'sports', 'dessine', 'dessiner', 'qui es-tu', 'actualité', 'actualités', 'cinéma', 'jeu vidéo', 'anniversaire', 'heure est-il', 'quelle heure'],
    en: ['weather', 'rain', 'poem', 'poems', 'poetry', 'joke', 'jokes', 'story', 'recipe', 'recipes', 'capital city', 'capital of', 'president', 'election', 'elections', 'football', 'soccer', 'movie', 'movies', 'film', 'music', 'song', 'songs', 'horoscope', 'stock market', 'stock price', 'bitcoin', 'translate', 'translation', 'vacation', 'holiday', 'holidays', 'restaurant', 'restaurants', 'sport', 'sports', 'draw', 'who are you', 'news', 'cinema', 'video game', 'birthday', 'what time is it', 'limerick', 'haiku', 'lyrics'],
    de: ['Wetter', 'Regen', 'Gedicht', 'Gedichte', 'Witz', 'Witze', 'Rezept', 'Rezepte', 'Hauptstadt', 'Präsident', 'Wahl', 'Wahlen', 'Fußball', 'Film', 'Filme', 'Musik', 'Lied', 'Lieder', 'Horoskop', 'Börse', 'Aktienkurs', 'Bitcoin', 'übersetze', 'übersetzen', 'Übersetzung', 'Urlaub', 'Ferien', 'Restaurant', 'Restaurants', 'Sport', 'zeichne', 'wer bist du', 'Nachrichten', 'Kino', 'Videospiel', 'Geburtstag', 'wie spät', 'Uhrzeit', 'Märchen', 'Geschichte erzählen', 'erzähl', 'erzähle'],
  }),
  // A wear or failure to come is about the equipment the platform holds, whatever the question names:
  // beyond counts and breakdowns, never foreign ("Wann fällt die Heizung aus?").
  cue('failure', {
    fr: ['tomber en panne', 'va tomber', 'va lâcher', 'lâcher', 'lâchera', 'lâcheront', 'tombera', 'tomberont', 'risque de tomber', 'durée de vie', 'durée de vie restante', 'prochaine panne', 'risque de panne', 'tombe en panne', 'tombent en panne'],
    en: ['likely to fail', 'will fail', 'going to fail', 'going to break', 'will it fail', 'will break', 'fail next', 'next failure', 'remaining life', 'life expectancy', 'lifespan', 'likely to break', 'chance of failure', 'when will … fail', 'when will … break', 'how long until … fails', 'how long until … breaks'],
    de: ['ausfallen wird', 'ausfallen werden', 'Lebensdauer', 'Restlebensdauer', 'nächster Ausfall', 'nächsten Ausfall', 'Ausfallwahrscheinlichkeit', 'voraussichtlich ausfallen', 'wie lange hält', 'wie lange halten', 'wann fällt … aus', 'wann fallen … aus', 'wann wird … ausfallen'],
  }),
  cue('analysis', {
    fr: ['résumé', 'résume', 'résumer', 'résumez', 'synthèse', 'synthétise', 'synthétiser', 'bilan', 'comparer', 'compare', 'comparez', 'comparaison', 'comparatif', 'versus', 'vs', 'tendance', 'tendances', 'évolution', 'évolue', 'évoluer', 'pourquoi', 'explique', 'expliquer', 'expliquez', 'explication', 'raison', 'raisons', 'cause', 'causes', 'prédis', 'prédire', 'prévois', 'prévision', 'prévisions', 'prédiction', 'prédictions', 'pronostic', 'anticiper', 'analyse', 'analyser', 'analysez', 'évalue', 'évaluer', 'évaluation', 'recommande', 'recommander', 'recommandation', 'recommandations', 'conseille', 'conseil', 'conseils', 'devrais-je', 'faut-il', 'pourcentage', 'taux', 'ratio', 'proportion', 'moyenne des', 'en moyenne', 'médiane', 'jamais', 'sans', 'aucun', 'aucune', "n'ont pas", "n'a pas", 'dépourvu', 'dépourvus', 'corrélation', 'dans combien de temps', 'combien de temps avant', 'combien de temps reste', 'combien de temps encore', "d'ici combien de temps", 'va-t-il', 'va-t-elle', 'vont-ils', 'vont-elles', 'faudra-t-il', 'quand faudra', 'quand va', 'quand vont', 'sera-t-il', 'sera-t-elle', 'probabilité'],
    en: ['summary', 'summarize', 'summarise', 'sum up', 'recap', 'compare', 'comparison', 'versus', 'vs', 'trend', 'trends', 'trending', 'evolution', 'evolve', 'why', 'explain', 'explanation', 'reason', 'reasons', 'cause', 'causes', 'predict', 'prediction', 'predictions', 'forecast', 'forecasts', 'analyze', 'analyse', 'analysis', 'assess', 'assessment', 'evaluate', 'evaluation', 'recommend', 'recommendation', 'recommendations', 'advise', 'advice', 'should i', 'should we', 'percentage', 'percent', 'rate', 'ratio', 'proportion', 'average', 'mean', 'median', 'never', 'without', 'lacking', 'has no', 'have no', 'having no', 'with no', 'there is no', 'missing a', 'correlation', 'when will', 'when is it going to', 'when are they going to', 'how long until', 'how long before', 'how long will', 'how much longer', 'how soon will', 'probability'],
    de: ['Zusammenfassung', 'zusammenfassen', 'fasse', 'fass', 'Überblick über die Entwicklung', 'vergleiche', 'vergleichen', 'Vergleich', 'versus', 'Trend', 'Trends', 'Entwicklung', 'entwickelt', 'warum', 'wieso', 'weshalb', 'erkläre', 'erklären', 'Erklärung', 'Grund', 'Gründe', 'Ursache', 'Ursachen', 'vorhersagen', 'Vorhersage', 'Prognose', 'prognostiziere', 'analysiere', 'analysieren', 'Analyse', 'bewerte', 'bewerten', 'Bewertung', 'empfiehl', 'empfehlen', 'Empfehlung', 'sollte ich', 'sollten wir', 'Durchschnitt', 'durchschnittlich', 'Prozent', 'Anteil', 'Quote', 'ohne', 'kein', 'keine', 'keinen', 'keiner', 'nie', 'niemals', 'Korrelation', 'wann wird', 'wann werden', 'wann fällt', 'wann fallen', 'wann geht', 'wie lange noch', 'wie lange dauert es bis', 'wie lange bis', 'Wahrscheinlichkeit'],
  }),
];

// ---------------------------------------------------------------------------------------------
// Fillers
// ---------------------------------------------------------------------------------------------

/** Request words and domain words with no filter of their own, in addition to the stop-word lists. */
const fillerEntries = (): EntrySpec[] => [
  entry({ type: 'filler' }, {
    fr: ['montre', 'montrer', 'montrez', 'affiche', 'afficher', 'affichez', 'liste', 'lister', 'listez', 'trouve', 'trouver', 'cherche', 'chercher', 'recherche', 'donne', 'donner', 'voir', 'vois', 'veux', 'voudrais', 'aimerais', 'besoin', 'quels', 'quelles', 'quel', 'quelle', 'tous', 'toutes', 'ensemble', 'encore', 'toujours', 'actuellement', 'détecté', 'détectée', 'détectés', 'détectées', 'signalé', 'signalée', 'signalés', 'signalées', 'relevé', 'relevées', 'constaté', 'constatée', 'constatés', 'constatées', 'expire', 'expirent', 'expirant', 'expirera', 'expireront', 'échéance', 'échéances', 'arrivent à échéance', 'arrivant à échéance', 'prennent fin', 'se terminent', 'finissent', 'concernant', 'liés', 'liées', 'lié', 'liée', 'rattachés', 'rattachées', 'associés', 'associées', 'avons', 'avons-nous', 'existe', 'existent', 'priorité', 'priorités', 'type', 'avis', 'sécurité', 'validation', 'moi', 'stp', 'svp', 'merci', 'plaît', 'détail', 'détails', 'fiche', 'fiches', 'éléments', 'élément', 'résultats', 'enregistrés', 'enregistrées', 'recensés', 'recensées', 'trop', 'beaucoup', 'dû', 'dus', 'due', 'dues', 'décision', 'décisions', 'trié', 'triée', 'triés', 'triées', 'classé', 'classées', 'classés', 'ordonné', 'ordonnées', 'ordre', 'existant', 'existants', 'existante', 'existantes', 'numéro de téléphone', 'téléphone', 'numéro', 'adresse', 'adresse mail', 'e-mail', 'mail', 'coordonnées', 'statut', 'état', 'prochain', 'prochains', 'prochaine', 'prochaines', 'jour', 'jours', 'semaine', 'semaines', 'mois', 'trimestre', 'trimestres', 'année', 'années', 'an', 'ans', 'répertorié', 'répertoriés', 'répertoriées', 'concerné', 'concernés', 'concernées'],
    en: ['show', 'list', 'display', 'find', 'give', 'get', 'see', 'view', 'search', 'look', 'lookup', 'want', 'need', 'please', 'which', 'what', 'all', 'every', 'any', 'there', 'still', 'currently', 'detected', 'reported', 'raised', 'found', 'logged', 'recorded', 'expire', 'expires', 'expiring', 'expiry', 'ending', 'end', 'ends', 'due', 'concerning', 'regarding', 'about', 'related', 'linked', 'attached', 'associated', 'priority', 'priorities', 'type', 'safety', 'approval', 'review', 'items', 'item', 'records', 'record', 'entries', 'entry', 'details', 'results', 'many', 'much', 'so', 'tell', 'me', 'us', 'exist', 'existing', 'do', 'we', 'have', 'has', 'had', 'decision', 'decisions', 'sorted', 'ordered', 'order by', 'sort', 'listed', 'registered', 'phone number', 'phone number of', 'telephone number of', 'phone', 'telephone', 'email address', 'email', 'address', 'contact details', 'status', 'state', 'next', 'day', 'days', 'week', 'weeks', 'month', 'months', 'quarter', 'quarters', 'year', 'years'],
    de: ['zeige', 'zeig', 'zeigen', 'anzeigen', 'liste', 'auflisten', 'finde', 'finden', 'suche', 'suchen', 'gib', 'geben', 'sehen', 'möchte', 'brauche', 'welche', 'welcher', 'welches', 'alle', 'sämtliche', 'gibt', 'es', 'noch', 'aktuell', 'derzeit', 'momentan', 'festgestellt', 'festgestellte', 'festgestellten', 'erfasst', 'erfasste', 'erfassten', 'gemeldet', 'gemeldete', 'gemeldeten', 'auslaufen', 'auslaufende', 'auslaufenden', 'ablaufen', 'ablaufende', 'ablaufenden', 'läuft', 'laufen', 'enden', 'endet', 'fällig', 'fällige', 'fälligen', 'Fälligkeit', 'betreffend', 'bezüglich', 'zugeordnet', 'zugeordnete', 'zugeordneten', 'verknüpft', 'verknüpfte', 'Priorität', 'Sicherheit', 'Genehmigung', 'Einträge', 'Eintrag', 'Ergebnisse', 'Details', 'haben', 'hat', 'wir', 'mir', 'uns', 'bitte', 'existieren', 'vorhanden', 'sind', 'wurden', 'werden', 'viele', 'Entscheidung', 'Entscheidungen', 'sortiert', 'geordnet', 'Reihenfolge', 'befindlich', 'befindliche', 'befindlichen', 'vorliegend', 'vorliegende', 'vorliegenden', 'existierende', 'existierenden', 'bestehende', 'bestehenden', 'Telefonnummer', 'Telefon', 'Nummer', 'E-Mail-Adresse', 'E-Mail', 'Adresse', 'Kontaktdaten', 'Status', 'Zustand', 'nächste', 'nächsten', 'kommende', 'kommenden', 'Tag', 'Tage', 'Tagen', 'Woche', 'Wochen', 'Monat', 'Monate', 'Monaten', 'Quartal', 'Quartale', 'Jahr', 'Jahre', 'Jahren'],
  }),
  // The organization as a whole ("across the campus", "les membres de l'organisation"): every search already covers it.
  entry({ type: 'filler' }, {
    fr: ['organisation', 'campus'],
    en: ['organisation', 'organization', 'campus', 'estate', 'portfolio'],
    de: ['Organisation', 'Campus'],
  }),
];

/**
 * The words of the request itself, not of its subject (search-language.md, "Subject"): greetings,
 * politeness, asking, showing, words about the question and about "now". They never become a text
 * term, and an order to change data may come after them ("hey, can you close ANO-3").
 */
const REQUEST_WORDS: Record<Lang, readonly string[]> = {
  fr: ['salut', 'bonjour', 'bonsoir', 'coucou', 'hello', 'allô', 'rebonjour', 'merci', 'merci beaucoup', 'stp', 'svp', 's’il te plaît', "s'il te plaît", "s'il vous plaît", 'question', 'petite question', 'une question', 'dis-moi', 'dites-moi', 'peux-tu', 'pouvez-vous', 'pourrais-tu', 'pourriez-vous', 'tu peux', 'vous pouvez', 'est-ce que', 'il faudrait', 'faudrait', 'il me faut', "j'aimerais", 'je voudrais', 'je souhaite', 'je souhaiterais', "j'ai besoin", 'sors-moi', 'sors', 'sortir', 'ressors', 'extrais', 'extraire', 'récupère', 'récupérer', 'rappelle-moi', 'montre-moi', 'affiche-moi', 'donne-moi', 'fais voir', 'voyons', 'regarde', 'regarder', 'consulter', 'consulte', 'en ce moment', 'à ce jour', 'à l’heure actuelle', "à l'heure actuelle", 'maintenant', 'vite', 'rapidement', 'juste', 'seulement', 'uniquement', 'aussi', 'également', 'déjà', 'bien', 'alors', 'donc', 'ok', 'okay', 'voilà', 'voici', 'bref', 'au fait', 'sinon', 'bon', 'euh', 'la liste', 'liste complète', 'un point sur', 'aperçu', 'vue d’ensemble', "vue d'ensemble", 'il y a', 'y a-t-il', 'on a', 'nous avons', 'connaître', 'savoir', 'sais-tu', 'je me demande', 'qui parlent de', 'parlent', 'parle', 'mentionnant', 'mentionnent', 'mentionne', 'contenant', 'contiennent', 'évoquant', 'au sujet de', 'à propos de', 'sujet', 'concerne', 'concernent'],
  en: ['hi', 'hello', 'hey', 'hiya', 'yo', 'good morning', 'good afternoon', 'good evening', 'thanks', 'thank you', 'thx', 'cheers', 'please', 'pls', 'plz', 'kindly', 'quick question', 'question', 'just wondering', 'wondering', 'i wonder', 'can you', 'could you', 'would you', 'will you', 'can i', 'could i', 'may i', 'i need', 'i want', "i'd like", 'i would like', 'like to', 'let me see', 'let me know', 'lemme', 'gimme', 'pull up', 'pull', 'bring up', 'dig up', 'fetch', 'grab', 'tell me', 'show me', 'give me', 'look up', 'right now', 'at the moment', 'for now', 'at present', 'as of now', 'as of today', 'so far', 'coming up', 'come up', 'start', 'to start', 'to begin', 'first of all', 'also', 'too', 'just', 'only', 'actually', 'basically', 'real quick', 'quickly', 'ok', 'okay', 'well', 'um', 'uh', 'btw', 'by the way', 'overview', 'rundown', 'everything', 'anything', 'stuff', 'know', 'got', 'mentioning', 'mention', 'mentions', 'containing', 'contains', 'talk about', 'talking about', 'talks about', 'refer to', 'referring to'],
  de: ['hallo', 'hi', 'hey', 'moin', 'servus', 'guten tag', 'guten morgen', 'guten abend', 'grüß gott', 'grüezi', 'danke', 'danke schön', 'vielen dank', 'bitte', 'bitte schön', 'kurze frage', 'frage', 'eine frage', 'kurz', 'kurze', 'mal', 'doch', 'eigentlich', 'eben', 'halt', 'ja', 'denn', 'nur', 'bloß', 'auch', 'schon', 'gerade', 'jetzt', 'im moment', 'zurzeit', 'zur zeit', 'kannst du', 'könntest du', 'können sie', 'könnten sie', 'würdest du', 'würden sie', 'ich brauche', 'ich bräuchte', 'bräuchte', 'ich hätte gern', 'ich hätte gerne', 'hätte', 'gern', 'gerne', 'ich möchte', 'ich will', 'ich suche', 'ich würde gerne', 'wissen', 'sag mir', 'sag', 'sagen', 'zeig mal', 'raussuchen', 'heraussuchen', 'such', 'hol', 'holen', 'gib mir', 'liste mir', 'aufzählen', 'Überblick', 'Übersicht', 'anschauen', 'ansehen', 'schau', 'schauen', 'nachschauen', 'interessiert', 'interessieren', 'okay', 'ok', 'also', 'äh', 'ähm', 'übrigens', 'vorkommt', 'vorkommen', 'erwähnt', 'erwähnen', 'enthalten', 'enthält', 'betrifft', 'betreffen', 'zum Thema', 'stehen', 'steht', 'stehen an', 'anstehen'],
};

/** Single words that may come before an imperative: request words and the pronouns of asking. */
export const REQUEST_OPENERS: ReadonlySet<string> = new Set(
  [
    ...Object.values(REQUEST_WORDS).flat(),
    ...['can', 'could', 'would', 'you', 'i', 'want', 'to', 'let', 'us', 'lets', 'now', 'go', 'ahead', 'and', 'need', 'like', 'd', 'we', 'then'],
    ...['peux', 'pouvez', 'tu', 'vous', 'je', 'veux', 'voudrais', 'de', 'veuillez', 'il', 'faut', 'et', 'pourrais', 'pourriez', 'puis', 'me', 'nous'],
    ...['kannst', 'konnen', 'konntest', 'sie', 'du', 'ich', 'mochte', 'will', 'und', 'dann', 'mir', 'uns'],
  ].flatMap((phrase) => fold(phrase).match(/[\p{L}\p{N}]+/gu) ?? []),
);

const requestEntries = (): EntrySpec[] => [entry({ type: 'filler' }, REQUEST_WORDS)];

export const VOCABULARY: readonly EntrySpec[] = [
  ...kindEntries(),
  ...statusEntries(),
  ...priorityEntries(),
  ...interventionTypeEntries(),
  ...visitTypeEntries(),
  ...decisionEntries(),
  ...stateEntries(),
  ...groupEntries(),
  ...cueEntries(),
  ...fillerEntries(),
  ...requestEntries(),
];

/** Every phrase of the vocabulary in each language, as the lexicon reads them (at build time, `npm run generate:lexicons`). */
export const vocabularyPhrases = (): PhraseSpec<Meaning>[] =>
  VOCABULARY.flatMap((entry) =>
    LANGS.flatMap((lang) =>
      (entry.phrases[lang] ?? []).map((text) => ({
        lang,
        text,
        meaning: entry.meaning,
        exact: entry.exact,
        leading: entry.leading,
        // German compounds name their kind last: "Wartungsverträge", "Brandschutzmängel".
        compoundHead: lang === 'de' && entry.meaning.type === 'kind' && !text.includes(' '),
      })),
    ),
  );
