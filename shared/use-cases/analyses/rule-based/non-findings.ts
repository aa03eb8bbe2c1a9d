import { normalize } from '#shared/use-cases/analyses/text-matching.ts';

/**
 * What reads like a finding and is none: a check passed, a finding of an earlier report cleared,
 * a count, a cross-reference. Matched on normalized text (no accents, lower case).
 */

/** A result or a grade that says the check passed (or did not apply): "conforme", "i.O.", "RAS", "satisfactory". */
const passing =
  /^(?:conforme?s?|c|ok|o k|bon|bon etat|satisfaisante?s?|satisfactory|satisfactorily|sat|pass|passed|good|compliant|conform|in ordnung|i o|io|ohne (?:mangel|befund|beanstandung)|o b|keine mangel|mangelfrei|ras|r a s|neant|none|nil|no defects?(?: found| noted)?|aucune? (?:anomalie|observation|remarque)s?|n a|na|s o|so|sans objet|non applicable|not applicable|entfallt|nicht zutreffend|nc|fait|realise|done|yes|oui|ja|correct|normal operation|fonctionne|fonctionnel|functional|working|in betrieb|vu|voir (?:constats?|observations?|anomalies|obs)\b.*|see (?:observations?|findings?|defects?)\b.*|siehe (?:mangel|befund)\b.*|voir obs\b.*)$/;

export const isPassing = (text: string): boolean => passing.test(normalize(text).trim());

/** A check and its verdict on one line, the verdict a pass: "Porte coupe-feu : i.O.", "Essai des DM : 38/38 OK". */
export const endsPassing = (text: string): boolean => {
  const verdict = /(?:\s[:–—-]|:)\s*([^:–—]+)$/.exec(text.trim())?.[1];
  return (
    (verdict !== undefined && (isPassing(verdict) || isPassing(verdict.replace(/^[\d/ ]+/, '')))) ||
    endsOnPassingSentence(text)
  );
};

/** A verdict that opens a sentence: "RAS après nettoyage", "OK after cleaning", "i.O. nach Reinigung". */
const passingLead = /^(?:ras|r a s|ok|o k|i o|io|in ordnung|conforme?s?|satisfactory|no further action)\b/;

/** Whether the last sentence of several is a pass: "Filtres encrassés, remplacés ce jour. RAS après nettoyage." */
const endsOnPassingSentence = (text: string): boolean => {
  const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
  return sentences.length > 1 && passingLead.test(normalize(sentences.at(-1)!).trim());
};

/** A follow-up's status saying an earlier finding was dealt with. */
const cleared =
  /^(?:levee?s?|leve|soldee?s?|clos|close|cloturee?s?|terminee?s?|cleared|closed|resolved|rectified|remedied|completed|fixed|erledigt|behoben|beseitigt|abgeschlossen|done|fait|realise|corrige|traite)\b/;

/** A follow-up's status pointing at a finding of this report ("non levée — voir obs. 5", "siehe Nr. 2"): that finding counts, not this row. */
const pointer = /\b(?:voir|see|siehe|cf|reprise|repris|carried forward|now item|jetzt nr)\b/;

export const isCleared = (text: string): boolean => {
  const normalized = normalize(text).trim();
  return cleared.test(normalized) || pointer.test(normalized);
};

/** Words that say a check went well, without any that says something is wrong. */
const wellWords =
  /\b(?:satisfaisant\w*|satisfactory|conforme?s?|fonctionne\w*|en bon etat|in good (?:order|condition)|ohne mangel|in ordnung|no defects?|sans observation|aucune anomalie|correctement|correctly|einwandfrei)\b/;
const defectWords =
  /\b(?:absen\w*|manqu\w*|missing|panne|a l arret|out of order|broken down|ausser betrieb|stillstand|defectu\w*|defaillan\w*|defect\w*|faulty|hors service|out of (?:order|service)|endommag\w*|damaged|cass\w*|broken|fuite|leak\w*|bloqu\w*|blocked|obstru\w*|encombr\w*|non conforme?s?|not compliant|non[- ]compliant|insuffisan\w*|insufficient|inadequate|expired|perime\w*|abgelaufen|fehl\w*|defekt\w*|beschadigt\w*|undicht\w*|mangelhaft|nicht|ne \w+ pas|n \w+ pas|ne \w+ plus|not|no longer|pas de|sans|without|ohne|inoperant\w*|inoperative|hs|degrad\w*|corro\w*|rouill\w*|rust\w*|usure|worn|verschlissen|ausgefallen|danger\w*|gefahr\w*|risque|risk|a (?:remplacer|reparer|corriger|lever|completer|prevoir)|to be (?:replaced|repaired)|replace|repair|erneuern|ersetzen|instandsetzen|remplacer|reparer)\b/;

export const hasDefectWords = (text: string): boolean => defectWords.test(normalize(text));

/** A sentence that only says things went well ("les essais sont satisfaisants"). */
export const onlySaysWell = (text: string): boolean => {
  const normalized = normalize(text);
  return wellWords.test(normalized) && !defectWords.test(normalized.replace(wellWords, ' '));
};

/** A repair the report says was made, restating the defect it fixed: "Remplacé le contacteur défectueux", "Faulty lamp replaced". */
const repairMade =
  /^(?:remplace|repare|corrige|resserre|regle|nettoye|changement effectue|replaced|repaired|fixed|rectified|adjusted|cleaned|ausgetauscht|ersetzt|erneuert|instandgesetzt|repariert|gereinigt|nachgestellt)\b|\b(?:a ete|ont ete) (?:remplace|repare|corrige|change)\w*|\b(?:has|have) been (?:replaced|repaired|fixed|rectified)\b|\b(?:wurde|wurden) (?:ausgetauscht|ersetzt|erneuert|instandgesetzt|repariert|behoben)\b|\b(?:replaced|repaired|fixed) (?:on site|during the visit)\b/;

export const isRepairMade = (text: string): boolean => repairMade.test(normalize(text).trim());

/** A count of findings or a total, not a finding: "Nombre total d'observations : 8", "3 défauts relevés". */
const count =
  /^(?:nombre|total|number|anzahl|gesamt\w*|summe|le present rapport comporte|this report (?:contains|lists))\b|^\d+ (?:observations?|anomalies|constats?|defects?|findings?|mangel|defauts|reserves)\b/;

export const isCount = (text: string): boolean => count.test(normalize(text).trim());
