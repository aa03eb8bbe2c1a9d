/** What the kinds, their statuses and their coded values are called in each language. */
import {
  type Decision,
  hasStatuses,
  type InterventionType,
  type Kind,
  type KindWithStatus,
  type LabelLanguage,
  type Priority,
  type ProviderType,
  type Role,
  type StatusOf,
  type TechnicalInstallationCategory,
  type VisitType,
} from './kinds.ts';

export type Localized = Readonly<Record<LabelLanguage, string>>;

export interface KindLabel {
  readonly singular: Localized;
  readonly plural: Localized;
}

/** Names of the kinds; `plural` is a search Section's `label`. */
export const KIND_LABELS = {
  anomaly: {
    singular: { fr: 'Anomalie', en: 'Anomaly', de: 'Mangel' },
    plural: { fr: 'Anomalies', en: 'Anomalies', de: 'Mängel' },
  },
  intervention: {
    singular: { fr: 'Intervention', en: 'Intervention', de: 'Einsatz' },
    plural: { fr: 'Interventions', en: 'Interventions', de: 'Einsätze' },
  },
  commission: {
    singular: { fr: 'Commission de sécurité', en: 'Safety commission', de: 'Sicherheitskommission' },
    plural: { fr: 'Commissions de sécurité', en: 'Safety commissions', de: 'Sicherheitskommissionen' },
  },
  unit: {
    singular: { fr: 'Site', en: 'Site', de: 'Standort' },
    plural: { fr: 'Sites', en: 'Sites', de: 'Standorte' },
  },
  technical_installation: {
    singular: { fr: 'Installation technique', en: 'Technical installation', de: 'Technische Anlage' },
    plural: { fr: 'Installations techniques', en: 'Technical installations', de: 'Technische Anlagen' },
  },
  equipment: {
    singular: { fr: 'Équipement', en: 'Equipment', de: 'Gerät' },
    plural: { fr: 'Équipements', en: 'Equipment', de: 'Geräte' },
  },
  building_work: {
    singular: { fr: 'Travaux', en: 'Building work', de: 'Bauarbeiten' },
    plural: { fr: 'Travaux', en: 'Building works', de: 'Bauarbeiten' },
  },
  logbook: {
    singular: { fr: 'Registre de sécurité', en: 'Logbook', de: 'Prüfbuch' },
    plural: { fr: 'Registres de sécurité', en: 'Logbooks', de: 'Prüfbücher' },
  },
  provider: {
    singular: { fr: 'Prestataire', en: 'Provider', de: 'Dienstleister' },
    plural: { fr: 'Prestataires', en: 'Providers', de: 'Dienstleister' },
  },
  contact: {
    singular: { fr: 'Contact', en: 'Contact', de: 'Kontakt' },
    plural: { fr: 'Contacts', en: 'Contacts', de: 'Kontakte' },
  },
  contract: {
    singular: { fr: 'Contrat', en: 'Contract', de: 'Vertrag' },
    plural: { fr: 'Contrats', en: 'Contracts', de: 'Verträge' },
  },
  document: {
    singular: { fr: 'Document', en: 'Document', de: 'Dokument' },
    plural: { fr: 'Documents', en: 'Documents', de: 'Dokumente' },
  },
  report: {
    singular: { fr: 'Rapport', en: 'Report', de: 'Bericht' },
    plural: { fr: 'Rapports', en: 'Reports', de: 'Berichte' },
  },
  routine: {
    singular: { fr: 'Routine', en: 'Routine', de: 'Routine' },
    plural: { fr: 'Routines', en: 'Routines', de: 'Routinen' },
  },
  member: {
    singular: { fr: 'Membre', en: 'Member', de: 'Mitglied' },
    plural: { fr: 'Membres', en: 'Members', de: 'Mitglieder' },
  },
  compliance: {
    singular: { fr: 'Exigence réglementaire', en: 'Compliance requirement', de: 'Konformitätsanforderung' },
    plural: { fr: 'Exigences réglementaires', en: 'Compliance requirements', de: 'Konformitätsanforderungen' },
  },
} as const satisfies Record<Kind, KindLabel>;

/**
 * Status words per kind (French agrees with the kind's gender: "Ouverte" for an anomaly, "Actif"
 * for a provider, "Active" for a routine).
 */
export const STATUS_LABELS = {
  anomaly: {
    open: { fr: 'Ouverte', en: 'Open', de: 'Offen' },
    in_progress: { fr: 'En cours', en: 'In progress', de: 'In Bearbeitung' },
    resolved: { fr: 'Résolue', en: 'Resolved', de: 'Behoben' },
    cancelled: { fr: 'Annulée', en: 'Cancelled', de: 'Verworfen' },
  },
  intervention: {
    planned: { fr: 'Planifiée', en: 'Planned', de: 'Geplant' },
    in_progress: { fr: 'En cours', en: 'In progress', de: 'In Durchführung' },
    done: { fr: 'Terminée', en: 'Done', de: 'Erledigt' },
    cancelled: { fr: 'Annulée', en: 'Cancelled', de: 'Abgesagt' },
  },
  commission: {
    scheduled: { fr: 'Programmée', en: 'Scheduled', de: 'Angesetzt' },
    held: { fr: 'Tenue', en: 'Held', de: 'Durchgeführt' },
    cancelled: { fr: 'Annulée', en: 'Cancelled', de: 'Abgesagt' },
  },
  equipment: {
    in_service: { fr: 'En service', en: 'In service', de: 'In Betrieb' },
    out_of_service: { fr: 'Hors service', en: 'Out of service', de: 'Außer Betrieb' },
    removed: { fr: 'Retiré', en: 'Removed', de: 'Ausgebaut' },
  },
  building_work: {
    pending: { fr: 'En attente', en: 'Pending', de: 'Ausstehend' },
    approved: { fr: 'Approuvés', en: 'Approved', de: 'Genehmigt' },
    partially_received: { fr: 'Partiellement réceptionnés', en: 'Partially received', de: 'Teilweise abgenommen' },
    received: { fr: 'Réceptionnés', en: 'Received', de: 'Abgenommen' },
    rejected: { fr: 'Refusés', en: 'Rejected', de: 'Abgelehnt' },
  },
  provider: {
    active: { fr: 'Actif', en: 'Active', de: 'Aktiv' },
    inactive: { fr: 'Inactif', en: 'Inactive', de: 'Inaktiv' },
  },
  contract: {
    draft: { fr: 'Brouillon', en: 'Draft', de: 'Entwurf' },
    active: { fr: 'En vigueur', en: 'Active', de: 'Aktiv' },
    expired: { fr: 'Expiré', en: 'Expired', de: 'Abgelaufen' },
    terminated: { fr: 'Résilié', en: 'Terminated', de: 'Gekündigt' },
  },
  report: {
    pending_review: { fr: 'À valider', en: 'Pending review', de: 'Prüfung ausstehend' },
    validated: { fr: 'Validé', en: 'Validated', de: 'Freigegeben' },
    rejected: { fr: 'Rejeté', en: 'Rejected', de: 'Abgelehnt' },
  },
  routine: {
    active: { fr: 'Active', en: 'Active', de: 'Aktiv' },
    paused: { fr: 'En pause', en: 'Paused', de: 'Pausiert' },
  },
  member: {
    active: { fr: 'Actif', en: 'Active', de: 'Aktiv' },
    pending: { fr: 'Invitation en attente', en: 'Invitation pending', de: 'Einladung ausstehend' },
    disabled: { fr: 'Désactivé', en: 'Disabled', de: 'Deaktiviert' },
  },
  compliance: {
    pending: { fr: 'À évaluer', en: 'Pending', de: 'Ausstehend' },
    non_compliant: { fr: 'Non conforme', en: 'Non-compliant', de: 'Nicht konform' },
    compliant: { fr: 'Conforme', en: 'Compliant', de: 'Konform' },
    not_applicable: { fr: 'Non applicable', en: 'Not applicable', de: 'Nicht anwendbar' },
  },
} as const satisfies { [K in KindWithStatus]: Record<StatusOf<K>, Localized> };

/** Words for a kind's whole open / closed set ("open anomalies" as a filter's `valueLabel`). */
export const STATUS_SET_LABELS = {
  open: { fr: 'Ouvert', en: 'Open', de: 'Offen' },
  closed: { fr: 'Clos', en: 'Closed', de: 'Erledigt' },
} as const satisfies Record<'open' | 'closed', Localized>;

export const PRIORITY_LABELS = {
  low: { fr: 'Basse', en: 'Low', de: 'Niedrig' },
  medium: { fr: 'Moyenne', en: 'Medium', de: 'Mittel' },
  high: { fr: 'Haute', en: 'High', de: 'Hoch' },
  critical: { fr: 'Critique', en: 'Critical', de: 'Kritisch' },
} as const satisfies Record<Priority, Localized>;

export const INTERVENTION_TYPE_LABELS = {
  preventive: { fr: 'Maintenance préventive', en: 'Preventive maintenance', de: 'Vorbeugende Wartung' },
  curative: { fr: 'Maintenance curative', en: 'Corrective maintenance', de: 'Instandsetzung' },
  troubleshooting: { fr: 'Dépannage', en: 'Troubleshooting', de: 'Störungsbehebung' },
  audit: { fr: 'Audit', en: 'Audit', de: 'Audit' },
  exercise: { fr: 'Exercice', en: 'Drill', de: 'Übung' },
  session: { fr: 'Session de formation', en: 'Training session', de: 'Schulung' },
  qualification: { fr: 'Qualification', en: 'Qualification', de: 'Qualifizierung' },
} as const satisfies Record<InterventionType, Localized>;

export const VISIT_TYPE_LABELS = {
  periodic: { fr: 'Visite périodique', en: 'Periodic visit', de: 'Wiederkehrende Begehung' },
  opening: { fr: "Visite d'ouverture", en: 'Opening visit', de: 'Eröffnungsbegehung' },
  inspection: { fr: 'Visite de contrôle', en: 'Inspection', de: 'Inspektion' },
  unannounced: { fr: 'Visite inopinée', en: 'Unannounced visit', de: 'Unangekündigte Begehung' },
} as const satisfies Record<VisitType, Localized>;

export const DECISION_LABELS = {
  favorable: { fr: 'Avis favorable', en: 'Favorable', de: 'Positiv' },
  unfavorable: { fr: 'Avis défavorable', en: 'Unfavorable', de: 'Negativ' },
  deferred: { fr: 'Avis différé', en: 'Deferred', de: 'Zurückgestellt' },
} as const satisfies Record<Decision, Localized>;

export const TECHNICAL_INSTALLATION_CATEGORY_LABELS = {
  fire_safety: { fr: 'Sécurité incendie', en: 'Fire safety', de: 'Brandschutz' },
  elevator: { fr: 'Ascenseur', en: 'Elevator', de: 'Aufzug' },
  heating: { fr: 'Chauffage', en: 'Heating', de: 'Heizung' },
  ventilation: { fr: 'Ventilation', en: 'Ventilation', de: 'Lüftung' },
  electrical: { fr: 'Électricité', en: 'Electrical', de: 'Elektrik' },
  gas: { fr: 'Gaz', en: 'Gas', de: 'Gas' },
  water: { fr: 'Eau', en: 'Water', de: 'Wasser' },
  access: { fr: "Contrôle d'accès", en: 'Access control', de: 'Zutrittskontrolle' },
  other: { fr: 'Autre', en: 'Other', de: 'Sonstiges' },
} as const satisfies Record<TechnicalInstallationCategory, Localized>;

export const PROVIDER_TYPE_LABELS = {
  qualified_technician: { fr: 'Technicien qualifié', en: 'Qualified technician', de: 'Qualifizierter Techniker' },
  approved_organization: { fr: 'Organisme agréé', en: 'Approved organization', de: 'Zugelassene Prüfstelle' },
  training_provider: { fr: 'Organisme de formation', en: 'Training provider', de: 'Schulungsanbieter' },
} as const satisfies Record<ProviderType, Localized>;

export const ROLE_LABELS = {
  admin: { fr: 'Administrateur', en: 'Administrator', de: 'Administrator' },
  manager: { fr: 'Gestionnaire', en: 'Manager', de: 'Manager' },
  viewer: { fr: 'Lecteur', en: 'Viewer', de: 'Leser' },
} as const satisfies Record<Role, Localized>;

export const kindLabel = (kind: Kind, lang: LabelLanguage, count: 'singular' | 'plural' = 'plural'): string =>
  KIND_LABELS[kind][count][lang];

/** A status word for a kind; the code itself when the kind has no such status. */
export const statusLabel = (kind: Kind, status: string, lang: LabelLanguage): string => {
  if (!hasStatuses(kind)) return status;
  const labels = STATUS_LABELS[kind] as Readonly<Record<string, Localized>>;
  return labels[status]?.[lang] ?? status;
};
