#!/usr/bin/env python3
"""Writes questions-holdout.jsonl (90 lines, 30 per language) over catalogue-holdout.json."""
import json
from pathlib import Path

OPEN_A = ["open", "in_progress"]          # anomaly open set
OPEN_I = ["planned", "in_progress"]       # intervention open set
UNTIL_EOY = {"from": "1970-01-01T00:00:00Z", "to": "2026-12-31T13:00:00Z"}   # open start .. 1 Jan 2027 00:00 Sydney
MAR_TO_MAY = {"from": "2026-02-28T13:00:00Z", "to": "2026-05-31T14:00:00Z"}  # 1 Mar .. 1 Jun 2026 00:00 Sydney

def res(entity, filters=None, **more):
    return {"kind": "results", "entities": [entity], "filters": filters or {}, "count": True, **more}
def cnt(entity, filters=None):
    return {"kind": "counts", "entities": [entity], "filters": filters or {}, "aggregate": {"kind": "count"}, "count": True}
def grp(entity, by, filters=None):
    return {"kind": "counts", "entities": [entity], "filters": filters or {}, "aggregate": {"kind": "groupCount", "by": by}, "count": True}
def uns(reason): return {"kind": "unsupported", "reason": reason}
def clar(kind, candidates, resolve, followup):
    return {"kind": "clarification", "clarification": {"kind": kind, "candidates": candidates}, "followup": {"resolve": resolve, "expect": followup}}
def forbidden(entity): return {"kind": "no_results", "entities": [entity], "forbidden": [entity]}

Q = []
def q(id, lang, question, expect, **more):
    Q.append({"id": id, "lang": lang, "question": question, **more, "expect": expect})

# ---------------------------------------------------------------- English
q("hen-01", "en", "hi there, could you pull up the anomalies that are still open at the maison francaise please", res("anomaly", {"status": OPEN_A, "unit": ["UNI-3"]}))
q("hen-02", "en", "how many critical anomalies are still open across the campus?", cnt("anomaly", {"status": OPEN_A, "priority": ["critical"]}))
q("hen-03", "en", "give me a breakdown of the open work orders by provider", grp("intervention", "provider", {"status": OPEN_I}))
q("hen-04", "en", "quick one: anomalies by priority level", grp("anomaly", "priority"))
q("hen-05", "en", "how are this year's interventions split by type?", grp("intervention", "interventionType", {"period": "this_year"}))
q("hen-06", "en", "number of anomalies per building", grp("anomaly", "unit"))
q("hen-07", "en", "can i get the open defects grouped by installation", grp("anomaly", "technicalInstallation", {"status": OPEN_A}))
q("hen-08", "en", "safety commission visits per type of visit", grp("commission", "visitType"))
q("hen-09", "en", "what was the outcome of the safety commissions, by decision", grp("commission", "decision"))
q("hen-10", "en", "complaince checks per status please", grp("compliance", "status"))
q("hen-11", "en", "Which compliance items are overdue right now?", res("compliance", {"overdue": True}))
q("hen-12", "en", "overdue work ordres at the aquatic centre", res("intervention", {"overdue": True, "unit": ["UNI-5"]}))
q("hen-13", "en", "what anomlaies were logged last month?", res("anomaly", {"period": "last_month"}))
q("hen-14", "en", "which of our contracts expire next month?", res("contract", {"period": "next_month"}))
q("hen-15", "en", "interventions by kone australia since january", res("intervention", {"provider": ["PRO-1"], "period": "year_to_date"}))
q("hen-16", "en", "show me the issues with the chaudiere gaz", res("anomaly", {"equipment": ["EQU-6"]}))
q("hen-17", "en", "problems on the chiller", clar("equipment", ["EQU-1", "EQU-2"], "EQU-2", res("anomaly", {"equipment": ["EQU-2"]})))
q("hen-18", "en", "open anomalies in the residence hall", clar("unit", ["UNI-6", "UNI-7"], "UNI-7", res("anomaly", {"status": OPEN_A, "unit": ["UNI-7"]})))
q("hen-19", "en", "find ANO-14", res("anomaly", {"ref": "ANO-14"}, matchedField="ref"))
q("hen-20", "en", "are there any defects that talk about legionella?", res("anomaly", {"text": "legionella"}))
q("hen-21", "en", "oldest open anomalies on the brandmeldeanlage", res("anomaly", {"status": OPEN_A, "technicalInstallation": ["INS-6"]}, orderBy="asc"))
q("hen-22", "en", "hey, can you close ANO-5 for me? it got fixed yesterday", uns("mutation"))
q("hen-23", "en", "could you kindly reschedule the lift 1 service to next week", uns("mutation"))
q("hen-24", "en", "please assign the pool pump a leak to aqua pool services", uns("mutation"))
q("hen-25", "en", "when will lift 2 break down again?", uns("unsupported_analysis"))
q("hen-26", "en", "what's the surf forecast for bondi beach this weekend?", uns("non_kare_request"))
q("hen-27", "en", "show me all the quotes we got from wormald fire systems", uns("unavailable_entity_type"))
q("hen-28", "en", "same question for this building please", uns("missing_required_information"))
q("hen-29", "en", "can i see the maintenance contracts with kone?", forbidden("contract"), role="viewer")
q("hen-30", "en", "pull up work order INT-7", res("intervention", {"ref": "INT-7"}, matchedField="ref", outsideScopeFor="UNI-1"), scope={"unitIds": ["UNI-1"]})

# ---------------------------------------------------------------- French
q("hfr-01", "fr", "bonjour, les anomalies encore ouvertes stp", res("anomaly", {"status": OPEN_A, "unit": ["UNI-6"]}), scope={"unitIds": ["UNI-6"]})
q("hfr-02", "fr", "bonjour ! combien d'anomalies par statut en ce moment ?", grp("anomaly", "status"))
q("hfr-03", "fr", "repartition des anomalies ouvertes par niveau de priorite stp", grp("anomaly", "priority", {"status": OPEN_A}))
q("hfr-04", "fr", "nombre d'interventions par type cette annee", grp("intervention", "interventionType", {"period": "this_year"}))
q("hfr-05", "fr", "anomalies par site", grp("anomaly", "unit"))
q("hfr-06", "fr", "combien d'interventions par instalation technique ?", grp("intervention", "technicalInstallation"))
q("hfr-07", "fr", "je voudrais le nombre de contrats par prestataire svp", grp("contract", "provider"))
q("hfr-08", "fr", "les visites de la commission de securite, ventilees par type de visite", grp("commission", "visitType"))
q("hfr-09", "fr", "combien de commisions de securite par decision ?", grp("commission", "decision"))
q("hfr-10", "fr", "combien d'equipements sont hors service en ce moment ?", cnt("equipment", {"status": ["out_of_service"]}))
q("hfr-11", "fr", "les anomalies detectees en mars", res("anomaly", {"period": "month:2026-03"}))
q("hfr-12", "fr", "interventions prevues le mois prochain a l'aquatic centre", res("intervention", {"period": "next_month", "unit": ["UNI-5"]}))
q("hfr-13", "fr", "quelles conformites arrivent a echeance d'ici la fin de l'annee ?", res("compliance", {"period": UNTIL_EOY}))
q("hfr-14", "fr", "y a-t-il des interventions en retard a la maison francaise ?", res("intervention", {"overdue": True, "unit": ["UNI-3"]}))
q("hfr-15", "fr", "anomalies urgentes en retard", res("anomaly", {"priority": ["high", "critical"], "overdue": True}))
q("hfr-16", "fr", "montre moi les anomalies de la chaudiere", clar("equipment", ["EQU-6", "EQU-14"], "EQU-14", res("anomaly", {"equipment": ["EQU-14"]})))
q("hfr-17", "fr", "les problemes sur le sprinkler system", clar("technical_installation", ["INS-1", "INS-2"], "INS-2", res("anomaly", {"technicalInstallation": ["INS-2"]})))
q("hfr-18", "fr", "y a t il des anomalies ouvertes sur le lift 2 ?", res("anomaly", {"status": OPEN_A, "equipment": ["EQU-5"]}))
q("hfr-19", "fr", "details du contrat CTR-6 stp", res("contract", {"ref": "CTR-6"}, matchedField="ref"))
q("hfr-20", "fr", "est-ce qu'il y a des anomalies qui parlent de rouille ?", res("anomaly", {"text": "rouille"}))
q("hfr-21", "fr", "les interventions archivees de l'aquatic centre", res("intervention", {"archived": True, "unit": ["UNI-5"]}))
q("hfr-22", "fr", "quels travaux sont encore en attente d'autorisation ?", res("building_work", {"status": ["pending"]}))
q("hfr-23", "fr", "tu peux cloturer l'ANO-7 ? merci", uns("mutation"))
q("hfr-24", "fr", "merci de planifier une intervention de kone australia sur le lift 2 la semaine prochaine", uns("mutation"))
q("hfr-25", "fr", "pourriez-vous reactiver la routine ROU-4 ?", uns("mutation"))
q("hfr-26", "fr", "quand est-ce que la pool pump b va encore tomber en panne ?", uns("unsupported_analysis"))
q("hfr-27", "fr", "donne-moi une recette de pavlova pour ce soir", uns("non_kare_request"))
q("hfr-28", "fr", "je voudrais les baux des etudiants de la residence hall south", uns("unavailable_entity_type"))
q("hfr-29", "fr", "et dans ce batiment-la, ca donne quoi ?", uns("missing_required_information"))
q("hfr-30", "fr", "qui sont les membres de l'organisation ?", forbidden("member"), role="viewer")

# ---------------------------------------------------------------- German
q("hde-01", "de", "hallo zusammen, welche mängel wurden seit januar im aquatic centre erfasst?", res("anomaly", {"period": "year_to_date", "unit": ["UNI-5"]}))
q("hde-02", "de", "wie viele einsätze gibt es je status?", grp("intervention", "status"))
q("hde-03", "de", "verteilung der offenen mängel nach prioritat", grp("anomaly", "priority", {"status": OPEN_A}))
q("hde-04", "de", "anzahl der einsätze nach typ im letzten jahr", grp("intervention", "interventionType", {"period": "last_year"}))
q("hde-05", "de", "mängel pro standort", grp("anomaly", "unit"))
q("hde-06", "de", "wie viele mangel gibt es pro anlage?", grp("anomaly", "technicalInstallation"))
q("hde-07", "de", "berichte nach dienstleister", grp("report", "provider"))
q("hde-08", "de", "brandschauen nach art des besuchs", grp("commission", "visitType"))
q("hde-09", "de", "anzahl der sicherheitskommisionen nach entscheidung", grp("commission", "decision"))
q("hde-10", "de", "wie viele verträge sind noch aktiv?", cnt("contract", {"status": ["active"]}))
q("hde-11", "de", "welche einsatze hatten wir im marz", res("intervention", {"period": "month:2026-03"}))
q("hde-12", "de", "verträge, die bis ende des jahres auslaufen", res("contract", {"period": UNTIL_EOY}))
q("hde-13", "de", "einsatze zwischen marz und mai", res("intervention", {"period": MAR_TO_MAY}))
q("hde-14", "de", "überfällige konformitätsprüfungen im haus humboldt", res("compliance", {"overdue": True, "unit": ["UNI-4"]}))
q("hde-15", "de", "welche einsätze von kone australia sind überfällig?", res("intervention", {"overdue": True, "provider": ["PRO-1"]}))
q("hde-16", "de", "mängel an der pool pump", clar("equipment", ["EQU-8", "EQU-9"], "EQU-8", res("anomaly", {"equipment": ["EQU-8"]})))
q("hde-17", "de", "offene mängel im chemistry buildng", res("anomaly", {"status": OPEN_A, "unit": ["UNI-2"]}))
q("hde-18", "de", "gibt es mängel am warmwasserspeicher?", res("anomaly", {"equipment": ["EQU-12"]}))
q("hde-19", "de", "was steht im bericht REP-2?", res("report", {"ref": "REP-2"}, matchedField="ref"))
q("hde-20", "de", "mängel, in denen korrosion erwähnt wird", res("anomaly", {"text": "korrosion"}))
q("hde-21", "de", "archivierte mängel im old observatory", res("anomaly", {"archived": True, "unit": ["UNI-8"]}))
q("hde-22", "de", "schließen sie bitte die anomalie ANO-9 ab", uns("mutation"))
q("hde-23", "de", "trag mir für nächsten montag einen einsatz am chiller 1 ein", uns("mutation"))
q("hde-24", "de", "könnten sie den vertrag CTR-1 um ein jahr verlängern?", uns("mutation"))
q("hde-25", "de", "gib bitte den bericht REP-4 frei", uns("mutation"))
q("hde-26", "de", "wann wird der chiller 2 voraussichtlich wieder ausfallen?", uns("unsupported_analysis"))
q("hde-27", "de", "wer hat gestern das fußballspiel gewonnen?", uns("non_kare_request"))
q("hde-28", "de", "zeig mir die zählerstände vom aquatic centre", uns("unavailable_entity_type"))
q("hde-29", "de", "und bei diesem gebäude?", uns("missing_required_information"))
q("hde-30", "de", "alle wartungsverträge anzeigen bitte", forbidden("contract"), role="viewer")

from collections import Counter
assert Counter(x["lang"] for x in Q) == {"en": 30, "fr": 30, "de": 30}, Counter(x["lang"] for x in Q)
assert len({x["id"] for x in Q}) == 90
out = Path(__file__).with_name("questions-holdout.jsonl")
out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in Q))
print(out, len(Q))
