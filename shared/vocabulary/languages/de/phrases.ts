/** The phrases users write in German (what each means: vocabulary.ts, period-phrases.ts). */
import type { LanguagePhrases } from '#shared/vocabulary/languages/parts.ts';

/** Orders written as imperatives (one person: "lösche") or infinitives ("löschen"). */
const MUTATIONS = ['erinnere', 'erinnern', 'lösche', 'löschen', 'lösch', 'entferne', 'entfernen', 'erstelle', 'erstellen', 'anlegen', 'lege', 'füge', 'hinzufügen', 'ändern', 'bearbeite', 'bearbeiten', 'aktualisiere', 'aktualisieren', 'schließe', 'schließen', 'archiviere', 'archivieren', 'sende', 'senden', 'schicke', 'schicken', 'verschicke', 'verschicken', 'planen', 'terminiere', 'terminieren', 'storniere', 'stornieren', 'absagen', 'genehmige', 'genehmigen', 'zuweisen', 'weise', 'markiere', 'markieren', 'verschiebe', 'verschieben', 'umbenennen', 'benenne', 'eintragen', 'trage', 'erfasse', 'erfassen', 'eröffne', 'wiedereröffne', 'buche', 'buchen', 'beauftrage', 'beauftragen', 'bestelle', 'bestellen', 'kündige', 'kündigen', 'deaktiviere', 'deaktivieren', 'lade', 'hochladen', 'setze', 'ersetze', 'ersetzen', 'abschließen', 'anlegen', 'verlängern', 'zuordnen', 'einplanen', 'umplanen', 'freigeben', 'erledigen', 'abhaken', 'korrigieren', 'anpassen', 'pausieren', 'reaktivieren', 'wiedereröffnen', 'einladen', 'vergeben', 'verlegen', 'abbrechen', 'abmelden', 'zurücksetzen', 'beenden', 'stilllegen', 'verknüpfen', 'hinterlegen', 'speichern', 'speichere', 'übertragen', 'zuteilen', 'verteile', 'trage … ein', 'schließe … ab', 'lege … an', 'füge … hinzu', 'weise … zu', 'ordne … zu'];

/** Imperatives that are also common words elsewhere: orders only at the head of a request. */
const LEADING_MUTATIONS = ['ändere', 'plane', 'öffne', 'melde', 'sage', 'verlängere', 'aktiviere', 'schließ', 'leg', 'füg', 'trag', 'mach', 'setz', 'änder', 'erstell', 'weis', 'schick', 'stell', 'ordne', 'ordn', 'verschieb', 'markier', 'archivier', 'storniere', 'gib … frei', 'trag … ein'];

/**
 * The same order to several people ("löscht", "schließt … ab", "ordnet … zu"): the stem of the
 * "-e" imperative with -t, or -et after d, t or a consonant before m or n. It is also the past
 * participle ("archiviert"), so it orders only at the head of a request. Verbs that change their
 * vowel ("gib", "gebt") have no "-e" form here and are left out.
 */
function pluralImperative(order: string): string[] {
  const [verb = '', ...particle] = order.split(' ');
  if (!/^\p{L}+e$/u.test(verb)) return [];
  const stem = verb.slice(0, -1);
  const ending = /([dt]|[^aeiouäöülrh][mn])$/.test(stem) ? 'et' : 't';
  return [[`${stem}${ending}`, ...particle].join(' ')];
}

export const dePhrases = {
  kinds: {
    anomaly: ['Mangel', 'Mängel', 'Mängeln', 'Anomalie', 'Anomalien', 'Defekt', 'Defekte', 'Störung', 'Störungen', 'Beanstandung', 'Beanstandungen', 'Problem', 'Probleme', 'Fehler', 'Schaden', 'Schäden'],
    intervention: ['Einsatz', 'Einsätze', 'Einsätzen', 'Intervention', 'Interventionen', 'Arbeitsauftrag', 'Arbeitsaufträge', 'Wartungseinsatz', 'Wartungseinsätze'],
    commission: ['Sicherheitskommission', 'Sicherheitskommissionen', 'Kommission', 'Kommissionen', 'Begehung', 'Begehungen', 'Brandschau', 'Brandverhütungsschau'],
    unit: ['Standort', 'Standorte', 'Gebäude', 'Gebäuden', 'Objekt', 'Objekte', 'Liegenschaft', 'Liegenschaften', 'Einheit', 'Einheiten', 'Immobilie', 'Immobilien'],
    technical_installation: ['technische Anlage', 'technische Anlagen', 'technischen Anlagen', 'Anlage', 'Anlagen', 'Installation', 'Installationen', 'haustechnische Anlage', 'TGA', 'TGA-Anlage', 'TGA-Anlagen'],
    equipment: ['Gerät', 'Geräte', 'Geräten', 'Ausrüstung', 'Ausrüstungen', 'Betriebsmittel', 'Maschine', 'Maschinen'],
    building_work: ['Bauarbeiten', 'Baumaßnahme', 'Baumaßnahmen', 'Bauvorhaben', 'Baustelle', 'Baustellen', 'Arbeiten am Gebäude', 'Umbau', 'Umbauten'],
    logbook: ['Prüfbuch', 'Prüfbücher', 'Sicherheitsbuch', 'Sicherheitsbücher', 'Sicherheitsregister', 'Register', 'Logbuch', 'Logbücher', 'Brandschutzbuch'],
    provider: ['Dienstleister', 'Dienstleistern', 'Anbieter', 'Lieferant', 'Lieferanten', 'Firma', 'Firmen', 'Auftragnehmer', 'Unternehmen', 'Fachfirma', 'Fachfirmen'],
    contact: ['Kontakt', 'Kontakte', 'Ansprechpartner', 'Ansprechpartnerin', 'Ansprechpartnern', 'Kontaktperson', 'Kontaktpersonen'],
    contract: ['Vertrag', 'Verträge', 'Verträgen', 'Wartungsvertrag', 'Wartungsverträge', 'Kontrakt'],
    document: ['Dokument', 'Dokumente', 'Dokumenten', 'Datei', 'Dateien', 'Unterlage', 'Unterlagen', 'Anhang', 'Anhänge'],
    report: ['Bericht', 'Berichte', 'Berichten', 'Prüfbericht', 'Prüfberichte', 'Protokoll', 'Protokolle', 'Prüfprotokoll', 'Prüfprotokolle'],
    routine: ['Routine', 'Routinen', 'wiederkehrende Aufgabe', 'wiederkehrende Aufgaben', 'Turnus', 'Prüfturnus'],
    member: ['Mitglied', 'Mitglieder', 'Mitgliedern', 'Benutzer', 'Nutzer', 'Team', 'Einladung', 'Einladungen', 'Teammitglied', 'Teammitglieder', 'Kollege', 'Kollegen', 'Benutzerkonto', 'Benutzerkonten'],
    compliance: ['Konformität', 'Konformitätsprüfung', 'Konformitätsprüfungen', 'Konformitätsanforderung', 'Konformitätsanforderungen', 'Nichtkonformität', 'Nichtkonformitäten', 'Compliance', 'gesetzliche Anforderung', 'gesetzliche Anforderungen', 'Prüfpflicht', 'Prüfpflichten', 'Prüfpunkt', 'Prüfpunkte', 'Auflage', 'Auflagen'],
  },
  compoundsEndWithKind: true,
  weakKinds: {
    intervention: ['Instandhaltung', 'Besuch', 'Besuche'],
    compliance: ['Prüfung', 'Prüfungen', 'Kontrolle', 'Kontrollen'],
  },
  statuses: {
    open: ['offen', 'offene', 'offenen', 'offener', 'offenes', 'laufend', 'laufende', 'laufenden', 'unerledigt', 'unerledigte', 'unerledigten', 'nicht erledigt', 'nicht behoben', 'ungelöst', 'ungelöste', 'ungelösten'],
    closed: ['erledigt', 'erledigte', 'erledigten', 'geschlossen', 'geschlossene', 'geschlossenen', 'abgeschlossen', 'abgeschlossene', 'abgeschlossenen'],
    inProgress: ['in Bearbeitung', 'in Durchführung', 'laufend', 'laufende', 'laufenden', 'in Arbeit'],
    planned: ['geplant', 'geplante', 'geplanten', 'geplanter', 'angesetzt', 'angesetzte', 'angesetzten', 'terminiert', 'terminierte', 'terminierten', 'vorgesehen', 'vorgesehene', 'anstehend', 'anstehende', 'anstehenden', 'bevorstehend', 'bevorstehende'],
    done: ['durchgeführt', 'durchgeführte', 'durchgeführten', 'ausgeführt', 'ausgeführte', 'ausgeführten', 'fertig', 'fertige', 'fertiggestellt', 'beendet', 'beendete', 'beendeten'],
    held: ['stattgefunden', 'abgehalten', 'abgehaltene', 'abgehaltenen'],
    cancelled: ['storniert', 'stornierte', 'stornierten', 'abgesagt', 'abgesagte', 'abgesagten', 'verworfen', 'verworfene', 'verworfenen', 'annulliert'],
    resolved: ['behoben', 'behobene', 'behobenen', 'gelöst', 'gelöste', 'gelösten', 'beseitigt', 'beseitigte', 'beseitigten', 'repariert', 'reparierte', 'reparierten'],
    inService: ['in Betrieb', 'betriebsbereit', 'funktionsfähig', 'funktionsfähige', 'funktionsfähigen'],
    outOfService: ['außer Betrieb', 'defekt', 'defekte', 'defekten', 'ausgefallen', 'ausgefallene', 'ausgefallenen', 'kaputt', 'kaputte', 'kaputten', 'stillgelegt', 'stillgelegte', 'fallen … aus', 'fällt … aus', 'ausfallen'],
    removed: ['ausgebaut', 'ausgebaute', 'ausgebauten', 'demontiert', 'demontierte', 'demontierten', 'entfernt', 'entfernte', 'entfernten', 'ausgemustert', 'ausgemusterte'],
    pending: ['ausstehend', 'ausstehende', 'ausstehenden', 'wartend', 'wartende', 'wartenden', 'offen zur Genehmigung'],
    approved: ['genehmigt', 'genehmigte', 'genehmigten', 'bewilligt', 'bewilligte', 'bewilligten', 'akzeptiert', 'akzeptierte', 'akzeptierten'],
    partiallyReceived: ['teilweise abgenommen', 'teilabgenommen', 'Teilabnahme'],
    received: ['abgenommen', 'abgenommene', 'abgenommenen', 'übergeben', 'übergebene'],
    rejected: ['abgelehnt', 'abgelehnte', 'abgelehnten', 'zurückgewiesen', 'zurückgewiesene', 'zurückgewiesenen', 'verweigert'],
    validated: ['freigegeben', 'freigegebene', 'freigegebenen', 'validiert', 'validierte', 'validierten', 'geprüft', 'geprüfte', 'geprüften'],
    pendingReview: ['Prüfung ausstehend', 'zu prüfen', 'zur Prüfung', 'zur Freigabe', 'noch nicht freigegeben', 'geprüft werden', 'nicht geprüft', 'noch nicht geprüft', 'ungeprüft', 'ungeprüfte', 'ungeprüften'],
    active: ['aktiv', 'aktive', 'aktiven', 'aktiver', 'gültig', 'gültige', 'gültigen', 'in Kraft', 'wirksam'],
    inactive: ['inaktiv', 'inaktive', 'inaktiven', 'nicht aktiv'],
    paused: ['pausiert', 'pausierte', 'pausierten', 'ausgesetzt', 'ausgesetzte', 'ausgesetzten', 'angehalten', 'pausiert sind'],
    draft: ['Entwurf', 'Entwürfe', 'im Entwurf'],
    expired: ['abgelaufen', 'abgelaufene', 'abgelaufenen', 'ausgelaufen', 'ausgelaufene', 'ausgelaufenen', 'erloschen'],
    terminated: ['gekündigt', 'gekündigte', 'gekündigten', 'aufgelöst', 'aufgelöste'],
    disabled: ['deaktiviert', 'deaktivierte', 'deaktivierten', 'gesperrt', 'gesperrte', 'gesperrten'],
    compliant: ['konform', 'konforme', 'konformen', 'vorschriftsmäßig'],
    nonCompliant: ['nicht konform', 'nicht konforme', 'nicht konformen', 'nicht-konform', 'nichtkonform', 'nichtkonforme', 'nicht vorschriftsmäßig'],
    notApplicable: ['nicht anwendbar', 'nicht zutreffend', 'entfällt', 'nicht relevant'],
  },
  priorities: {
    critical: ['kritische', 'kritischen', 'kritischer', 'kritisches', 'sehr dringend', 'blockierend'],
    high: ['hoher', 'hohe', 'hohen', 'hoher Priorität', 'hohe Priorität', 'wichtig', 'wichtige', 'wichtigen'],
    medium: ['mittlere', 'mittleren', 'mittlerer', 'mittlere Priorität', 'normal', 'normale'],
    low: ['niedrige', 'niedrigen', 'niedriger', 'geringe', 'geringen', 'gering', 'niedrige Priorität', 'geringfügig'],
    urgent: ['dringend', 'dringende', 'dringenden', 'dringender', 'eilig', 'eilige', 'eiligen', 'vorrangig', 'vorrangige', 'schwerwiegend', 'schwerwiegende'],
  },
  interventionTypes: {
    preventive: ['präventiv', 'präventive', 'präventiven', 'vorbeugend', 'vorbeugende', 'vorbeugenden', 'Wartung', 'Wartungen', 'Wartungsarbeiten', 'vorbeugende Wartung', 'planmäßige Wartung'],
    curative: ['kurativ', 'kurative', 'kurativen', 'korrektiv', 'korrektive', 'korrektiven', 'Instandsetzung', 'Instandsetzungen', 'Reparatur', 'Reparaturen'],
    troubleshooting: ['Störungsbehebung', 'Störungsbehebungen', 'Entstörung', 'Entstörungen', 'Notdienst', 'Noteinsatz', 'Noteinsätze', 'Störungseinsatz', 'Störungseinsätze'],
    audit: ['Audits'],
    exercise: ['Übungen', 'Räumungsübung', 'Räumungsübungen', 'Brandschutzübung', 'Brandschutzübungen', 'Evakuierungsübung', 'Evakuierungsübungen'],
    session: ['Schulungen', 'Training', 'Trainings', 'Unterweisung', 'Unterweisungen', 'Kurs', 'Kurse'],
    qualification: ['Qualifizierungen', 'Qualifikation', 'Qualifikationen'],
  },
  visitTypes: {
    periodic: ['periodisch', 'periodische', 'periodischen', 'wiederkehrende Begehungen', 'regelmäßige Begehung', 'regelmäßige Begehungen'],
    opening: ['Eröffnungsbegehungen', 'Eröffnung', 'Eröffnungen'],
    inspection: ['Inspektionen', 'Kontrollbegehung', 'Kontrollbegehungen'],
    unannounced: ['unangekündigt', 'unangekündigte', 'unangekündigten', 'unangemeldet', 'unangemeldete', 'unangemeldeten', 'unangekündigte Begehungen'],
  },
  decisions: {
    favorable: ['positiv', 'positive', 'positiven', 'günstig', 'günstige', 'günstigen', 'positives Votum', 'bestanden'],
    unfavorable: ['negativ', 'negative', 'negativen', 'ungünstig', 'ungünstige', 'ungünstigen', 'negatives Votum', 'nicht bestanden'],
    deferred: ['zurückgestellt', 'zurückgestellte', 'zurückgestellten', 'vertagt', 'vertagte', 'vertagten', 'aufgeschoben', 'aufgeschobene', 'aufgeschobenen'],
  },
  overdue: ['überfällig', 'überfällige', 'überfälligen', 'überfälliger', 'verspätet', 'verspätete', 'verspäteten', 'in Verzug', 'verzögert', 'verzögerte', 'Frist überschritten', 'überschritten'],
  archived: ['archiviert', 'archivierte', 'archivierten', 'archivierter', 'im Archiv', 'Archiv'],
  oldest: ['älteste', 'ältesten', 'ältester', 'früheste', 'frühesten', 'erste', 'ersten', 'chronologisch'],
  newest: ['neueste', 'neuesten', 'neuester', 'jüngste', 'jüngsten', 'letzte', 'letzten', 'aktuellste', 'aktuellsten'],
  count: ['wie viele', 'wieviele', 'wie viel', 'wieviel', 'Anzahl', 'Zahl', 'zähle', 'zählen', 'Gesamtzahl', 'insgesamt', 'anz', 'anzahl der', '#', 'nb'],
  most: ['die meisten', 'am meisten', 'meisten', 'die höchste Anzahl', 'die größte Anzahl'],
  breakdown: ['Verteilung', 'Aufteilung', 'Aufschlüsselung', 'aufgeschlüsselt', 'gruppiert', 'Gliederung', 'aufschlüsseln', 'schlüssele … auf', 'schlüssel … auf', 'aufteilen', 'teile … auf', 'aufgeteilt', 'verteilen', 'verteilen sich', 'verteilt sich', 'verteilt', 'gruppieren', 'gruppiere', 'gliedern', 'aufgliedern', 'Aufgliederung'],
  breakdownExactly: [],
  groupMarkers: ['nach', 'pro', 'je', 'für jedes', 'für jede', 'für jeden', 'jedes', 'jede', 'jeder', 'jeden', 'jedem', 'gruppiert nach', 'aufgeschlüsselt nach', 'getrennt nach', 'verteilt auf'],
  groupDimensions: {
    status: ['Status', 'Zustand', 'Zuständen', 'Stand', 'Bearbeitungsstand', 'Bearbeitungsstatus'],
    priority: ['Priorität', 'Prioritäten', 'Dringlichkeit', 'Schweregrad', 'Wichtigkeit', 'Prioritätsstufe', 'Prioritätsstufen', 'Kritikalität'],
    type: ['Typ', 'Typen', 'Art', 'Arten', 'Kategorie', 'Kategorien', 'Einsatzart', 'Einsatzarten', 'Einsatztyp', 'Einsatztypen', 'Art des Einsatzes', 'Auftragsart', 'Auftragsarten'],
    visitType: ['Begehungsart', 'Begehungsarten', 'Art der Begehung', 'Besuchsart', 'Besuchsarten', 'Besuchstyp', 'Art des Besuchs', 'Begehungstyp', 'Begehungstypen', 'Prüfart', 'Anlass', 'Anlass der Begehung'],
    decision: ['Entscheidung', 'Entscheidungen', 'Ergebnis', 'Ergebnisse', 'Votum', 'Bescheid', 'Beschluss', 'Beschlüsse', 'Urteil', 'Ausgang'],
  },
  dimensions: {
    status: ['Status', 'Zustand', 'Zustände', 'Bearbeitungsstand', 'Bearbeitungsstatus'],
    priority: ['Priorität', 'Prioritäten', 'Dringlichkeit', 'Schweregrad', 'Prioritätsstufe', 'Prioritätsstufen', 'Kritikalität'],
    type: ['Einsatzart', 'Einsatzarten', 'Einsatztyp', 'Einsatztypen', 'Art des Einsatzes', 'Auftragsart', 'Auftragsarten'],
    visitType: ['Begehungsart', 'Begehungsarten', 'Art der Begehung', 'Besuchsart', 'Besuchsarten', 'Besuchstyp', 'Art des Besuchs', 'Begehungstyp', 'Begehungstypen', 'Prüfart', 'Anlass der Begehung'],
    decision: ['Entscheidung', 'Entscheidungen', 'Ergebnis', 'Ergebnisse', 'Votum', 'Bescheid', 'Beschluss', 'Beschlüsse', 'Urteil'],
  },
  mutations: MUTATIONS,
  leadingMutations: [...LEADING_MUTATIONS, ...MUTATIONS.flatMap(pluralImperative), ...LEADING_MUTATIONS.flatMap(pluralImperative)],
  unavailable: ['Rechnung', 'Rechnungen', 'Angebot', 'Angebote', 'Offerte', 'Offerten', 'Kostenvoranschlag', 'Kostenvoranschläge', 'Bestellung', 'Bestellungen', 'Auftragsbestätigung', 'Zertifikat', 'Zertifikate', 'Bescheinigung', 'Bescheinigungen', 'Zahlung', 'Zahlungen', 'Budget', 'Budgets', 'Ausgaben', 'Kosten', 'Mietvertrag', 'Mietverträge', 'Miete', 'Mieten', 'Mieter', 'Zählerstand', 'Zählerstände', 'Fahrzeug', 'Fahrzeuge', 'Gehalt', 'Gehälter', 'Lohnabrechnung', 'Gutschrift', 'Gutschriften', 'Ticket', 'Tickets', 'Reklamation', 'Reklamationen', 'Ersatzteil', 'Ersatzteile', 'Lager', 'Lagerbestand'],
  foreign: ['Zug', 'Züge', 'Fahrplan', 'Flug', 'Fähre', 'Fähren', 'Wetter', 'Regen', 'regnet', 'regnen', 'schneit', 'schneien', 'Gedicht', 'Gedichte', 'Witz', 'Witze', 'Rezept', 'Rezepte', 'Hauptstadt', 'Präsident', 'Wahl', 'Wahlen', 'Fußball', 'Film', 'Filme', 'Musik', 'Lied', 'Lieder', 'Horoskop', 'Börse', 'Aktienkurs', 'Bitcoin', 'übersetze', 'übersetzen', 'Übersetzung', 'Urlaub', 'Ferien', 'Restaurant', 'Restaurants', 'Sport', 'zeichne', 'wer bist du', 'Nachrichten', 'Kino', 'Videospiel', 'Geburtstag', 'wie spät', 'Uhrzeit', 'Märchen', 'Geschichte erzählen', 'erzähl', 'erzähle', 'Bundesliga', 'Champions League', 'Fußballergebnisse', 'Spielergebnisse'],
  failure: ['ausfallen wird', 'ausfallen werden', 'Lebensdauer', 'Restlebensdauer', 'nächster Ausfall', 'nächsten Ausfall', 'Ausfallwahrscheinlichkeit', 'voraussichtlich ausfallen', 'wie lange hält', 'wie lange halten', 'wann fällt … aus', 'wann fallen … aus', 'wann wird … ausfallen'],
  analysis: ['durchschnittliche', 'durchschnittlichen', 'durchschnittlicher', 'im Schnitt', 'Dauer', 'wie lange', 'Zeit bis', 'Zusammenfassung', 'zusammenfassen', 'fasse', 'fass', 'Überblick über die Entwicklung', 'vergleiche', 'vergleichen', 'Vergleich', 'versus', 'Trend', 'Trends', 'Entwicklung', 'entwickelt', 'warum', 'wieso', 'weshalb', 'erkläre', 'erklären', 'Erklärung', 'Grund', 'Gründe', 'Ursache', 'Ursachen', 'vorhersagen', 'Vorhersage', 'Prognose', 'prognostiziere', 'analysiere', 'analysieren', 'Analyse', 'bewerte', 'bewerten', 'Bewertung', 'empfiehl', 'empfehlen', 'Empfehlung', 'sollte ich', 'sollten wir', 'Durchschnitt', 'durchschnittlich', 'Prozent', 'Anteil', 'Quote', 'ohne', 'kein', 'keine', 'keinen', 'keiner', 'nie', 'niemals', 'Korrelation', 'wann wird', 'wann werden', 'wann fällt', 'wann fallen', 'wann geht', 'wie lange noch', 'wie lange dauert es bis', 'wie lange bis', 'Wahrscheinlichkeit', 'besser als', 'schlechter als', 'besser ab', 'schlechter ab', 'schneidet besser', 'schneidet schlechter', 'abschneiden', 'mttr', 'mtbf'],
  fillers: ['inzwischen', 'mittlerweile', 'vollständig', 'komplett', 'ganz und gar', 'völlig', 'zeige', 'zeig', 'zeigen', 'anzeigen', 'liste', 'auflisten', 'finde', 'finden', 'suche', 'suchen', 'gib', 'geben', 'sehen', 'möchte', 'brauche', 'welche', 'welcher', 'welches', 'alle', 'sämtliche', 'gibt', 'es', 'noch', 'aktuell', 'derzeit', 'momentan', 'festgestellt', 'festgestellte', 'festgestellten', 'erfasst', 'erfasste', 'erfassten', 'gemeldet', 'gemeldete', 'gemeldeten', 'auslaufen', 'auslaufende', 'auslaufenden', 'ablaufen', 'ablaufende', 'ablaufenden', 'läuft', 'laufen', 'enden', 'endet', 'fällig', 'fällige', 'fälligen', 'Fälligkeit', 'betreffend', 'bezüglich', 'zugeordnet', 'zugeordnete', 'zugeordneten', 'verknüpft', 'verknüpfte', 'Priorität', 'Sicherheit', 'Genehmigung', 'Einträge', 'Eintrag', 'Ergebnisse', 'Details', 'haben', 'hat', 'wir', 'mir', 'uns', 'bitte', 'existieren', 'vorhanden', 'sind', 'wurden', 'werden', 'viele', 'Entscheidung', 'Entscheidungen', 'sortiert', 'geordnet', 'Reihenfolge', 'befindlich', 'befindliche', 'befindlichen', 'vorliegend', 'vorliegende', 'vorliegenden', 'existierende', 'existierenden', 'bestehende', 'bestehenden', 'Telefonnummer', 'Telefon', 'Nummer', 'E-Mail-Adresse', 'E-Mail', 'Adresse', 'Kontaktdaten', 'Status', 'Zustand', 'nächste', 'nächsten', 'kommende', 'kommenden', 'Tag', 'Tage', 'Tagen', 'Woche', 'Wochen', 'Monat', 'Monate', 'Monaten', 'Quartal', 'Quartale', 'Jahr', 'Jahre', 'Jahren'],
  organization: ['Organisation', 'Campus'],
  requestWords: ['hallo', 'hi', 'hey', 'moin', 'servus', 'guten tag', 'guten morgen', 'guten abend', 'grüß gott', 'grüezi', 'danke', 'danke schön', 'vielen dank', 'bitte', 'bitte schön', 'kurze frage', 'frage', 'eine frage', 'kurz', 'kurze', 'mal', 'doch', 'eigentlich', 'eben', 'halt', 'ja', 'denn', 'nur', 'bloß', 'auch', 'schon', 'gerade', 'jetzt', 'im moment', 'zurzeit', 'zur zeit', 'kannst du', 'könntest du', 'können sie', 'könnten sie', 'würdest du', 'würden sie', 'ich brauche', 'ich bräuchte', 'bräuchte', 'ich hätte gern', 'ich hätte gerne', 'hätte', 'gern', 'gerne', 'ich möchte', 'ich will', 'ich suche', 'ich würde gerne', 'wissen', 'sag mir', 'sag', 'sagen', 'zeig mal', 'raussuchen', 'heraussuchen', 'such', 'hol', 'holen', 'gib mir', 'liste mir', 'aufzählen', 'Überblick', 'Übersicht', 'anschauen', 'ansehen', 'schau', 'schauen', 'nachschauen', 'interessiert', 'interessieren', 'okay', 'ok', 'also', 'äh', 'ähm', 'übrigens', 'vorkommt', 'vorkommen', 'erwähnt', 'erwähnen', 'enthalten', 'enthält', 'betrifft', 'betreffen', 'zum Thema', 'stehen', 'steht', 'stehen an', 'anstehen'],
  requestPronouns: ['kannst', 'konnen', 'konntest', 'sie', 'du', 'ich', 'mochte', 'will', 'und', 'dann', 'mir', 'uns'],
  units: {
    day: ['Tage', 'Tagen', 'Tages'],
    week: ['Wochen'],
    month: ['Monate', 'Monaten', 'Monats'],
    quarter: ['Quartale', 'Quartalen', 'Quartals'],
    year: ['Jahre', 'Jahren', 'Jahres'],
  },
  modifiers: {
    previous: ['letzte', 'letzten', 'letzter', 'letztes', 'letztem', 'vergangene', 'vergangenen', 'vergangener', 'vergangenes', 'vorige', 'vorigen', 'voriger', 'voriges', 'vorherige', 'vorherigen', 'vorheriges'],
    current: ['diese', 'diesen', 'dieser', 'dieses', 'diesem', 'aktuelle', 'aktuellen', 'aktueller', 'aktuelles', 'laufende', 'laufenden', 'laufender', 'laufendes'],
    next: ['nächste', 'nächsten', 'nächster', 'nächstes', 'kommende', 'kommenden', 'kommender', 'kommendes', 'folgende', 'folgenden', 'folgender', 'folgendes'],
  },
  relativeWords: [['des Monats', 'month', 0], ['der Woche', 'week', 0], ['des Quartals', 'quarter', 0], ['des Jahres', 'year', 0], ['Vorjahr', 'year', -1], ['Vormonat', 'month', -1], ['Vorwoche', 'week', -1], ['Vorquartal', 'quarter', -1], ['Folgejahr', 'year', 1], ['Folgemonat', 'month', 1], ['heuer', 'year', 0], ['vorgestern', 'day', -2], ['übermorgen', 'day', 2], ['im laufenden Jahr', 'year', 0], ['Jahresende', 'year', 0, 'end'], ['Monatsende', 'month', 0, 'end'], ['Quartalsende', 'quarter', 0, 'end'], ['Jahresanfang', 'year', 0, 'start'], ['Jahresbeginn', 'year', 0, 'start'], ['Monatsanfang', 'month', 0, 'start'], ['Monatsbeginn', 'month', 0, 'start'], ['Quartalsanfang', 'quarter', 0, 'start'], ['Quartalsbeginn', 'quarter', 0, 'start'], ['vorletzte Woche', 'week', -2], ['vorletzter Woche', 'week', -2], ['vorletzten Woche', 'week', -2], ['vorletzten Monat', 'month', -2], ['vorletzter Monat', 'month', -2], ['vorletztes Jahr', 'year', -2], ['vorletzten Jahr', 'year', -2], ['vorletzten Jahres', 'year', -2]],
  periodPrepositions: [['seit', 'since'], ['seitdem', 'since'], ['ab', 'from'], ['von', 'opener'], ['vom', 'opener'], ['zwischen', 'opener'], ['nach', 'after'], ['vor', 'before'], ['bis', 'until'], ['bis zum', 'until'], ['bis ende', 'until'], ['und', 'and']],
  ordinalQuarters: [['erstes Quartal', 1], ['ersten Quartal', 1], ['1 Quartal', 1], ['zweites Quartal', 2], ['zweiten Quartal', 2], ['2 Quartal', 2], ['drittes Quartal', 3], ['dritten Quartal', 3], ['3 Quartal', 3], ['viertes Quartal', 4], ['vierten Quartal', 4], ['4 Quartal', 4]],
  ordinalHalves: [['erstes Halbjahr', 1], ['ersten Halbjahr', 1], ['1 Halbjahr', 1], ['zweites Halbjahr', 2], ['zweiten Halbjahr', 2], ['2 Halbjahr', 2], ['erstes Halbjahr', 1], ['erste Jahreshälfte', 1], ['ersten Jahreshälfte', 1], ['zweite Jahreshälfte', 2], ['zweiten Jahreshälfte', 2]],
  yearWords: ['Jahr', 'im Jahr', 'im Jahre', 'in', 'für'],
  ageWords: [['mehr als', true], ['über', true], ['älter als', true], ['länger als', true], ['weniger als', false], ['unter', false], ['innerhalb von', false], ['innerhalb', false]],
  agoWords: [['vor', 'countAfter']],
  ambiguousMonthNames: [],
  otherMonthNames: [['Jänner', 1, false], ['Feber', 2, false], ['Maerz', 3, false]],
} satisfies LanguagePhrases;
