#!/usr/bin/env python3
"""Builds catalogue-holdout.json (catalogue/v2): Harbourside University, an Australian campus
(en-US, Australia/Sydney), with names in English, French and German. Local times are written
in the organization's time zone and stored in UTC. Run: python3 make-catalogue.py"""
import base64, json, uuid
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

TZ = ZoneInfo("Australia/Sydney")
NS = uuid.UUID("6f1d3a52-2b8e-4c1a-9d0f-7e5b3c2a1f00")
def uid(name): return str(uuid.uuid5(NS, name))
def at(local):  # "2026-03-05 10:00" local Sydney time -> UTC Z
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=TZ)
    return d.astimezone(ZoneInfo("UTC")).strftime("%Y-%m-%dT%H:%M:%SZ")
def file(name, mime, text):
    return {"name": name, "mimeType": mime, "content": {"base64": base64.b64encode(text.encode()).decode()}}

ORG = uid("org")
U_ADMIN, U_MANAGER, U_VIEWER, U_PENDING = uid("user-admin"), uid("user-manager"), uid("user-viewer"), uid("user-pending")
L = {k: uid("label-" + k) for k in ["fire-brigade", "preferred", "confidential", "annual", "engineer", "cert4"]}
labels = [
    {"id": L["fire-brigade"], "name": "Fire brigade visit", "color": "#C0392B", "type": "commission"},
    {"id": L["preferred"], "name": "Preferred supplier", "color": "#27AE60", "type": "provider"},
    {"id": L["confidential"], "name": "Confidential", "color": "#8E44AD", "type": "document"},
    {"id": L["annual"], "name": "Annual register", "color": "#2980B9", "type": "logbook"},
    {"id": L["engineer"], "name": "Facilities engineer", "color": "#F39C12", "type": "user_profession"},
    {"id": L["cert4"], "name": "Certificate IV in Building", "color": "#16A085", "type": "diploma_title"},
]
users = [
    {"id": U_ADMIN, "firstName": "Olivia", "lastName": "Nguyen", "email": "olivia.nguyen@harbourside.example.edu.au", "role": "admin", "status": "active", "labelIds": [L["engineer"], L["cert4"]]},
    {"id": U_MANAGER, "firstName": "Liam", "lastName": "O'Connor", "email": "liam.oconnor@harbourside.example.edu.au", "role": "manager", "status": "active", "labelIds": [L["engineer"]]},
    {"id": U_VIEWER, "firstName": "Mei", "lastName": "Tanaka", "email": "mei.tanaka@harbourside.example.edu.au", "role": "viewer", "status": "active"},
    {"id": U_PENDING, "firstName": "Lucas", "lastName": "Ferreira", "email": "lucas.ferreira@harbourside.example.edu.au", "role": "manager", "status": "pending"},
]

records = []
ids = {}
def rec(kind, ref, title, **fields):
    rid = uid(kind + ref)
    ids[ref] = rid
    r = {"kind": kind, "id": rid, "ref": ref, "title": title}
    r.update(fields)
    r.setdefault("unitIds", [])
    r.setdefault("technicalInstallationIds", [])
    records.append(r)
    return r
def I(*refs): return [ids[r] for r in refs]

# ---- units
units = [
    ("UNI-1", "Harbour Library", "Sydney", "2025-01-06 09:00"),
    ("UNI-2", "Chemistry Building", "Sydney", "2025-01-06 09:05"),
    ("UNI-3", "Maison Française", "Sydney", "2025-01-06 09:10"),
    ("UNI-4", "Haus Humboldt", "Camperdown", "2025-01-06 09:15"),
    ("UNI-5", "Aquatic Centre", "Parramatta", "2025-01-06 09:20"),
    ("UNI-6", "Residence Hall North", "Parramatta", "2025-01-06 09:25"),
    ("UNI-7", "Residence Hall South", "Parramatta", "2025-01-06 09:30"),
    ("UNI-8", "Old Observatory", "Sydney", "2025-01-06 09:35"),
]
for ref, title, city, created in units:
    extra = {"archived": True, "archivedAt": at("2025-07-01 12:00")} if ref == "UNI-8" else {}
    rec("unit", ref, title, city=city, subtitle=city, status=None, createdAt=at(created), createdByUserId=U_ADMIN, **extra)

# ---- technical installations
inst = [
    ("INS-1", "Sprinkler System", "fire_safety", "UNI-1"),
    ("INS-2", "Sprinkler System", "fire_safety", "UNI-6"),
    ("INS-3", "Passenger Lifts", "elevator", "UNI-1"),
    ("INS-4", "Fume Extraction", "ventilation", "UNI-2"),
    ("INS-5", "Chauffage central", "heating", "UNI-3"),
    ("INS-6", "Brandmeldeanlage", "fire_safety", "UNI-4"),
    ("INS-7", "Main Switchboard", "electrical", "UNI-2"),
    ("INS-8", "Gas Reticulation", "gas", "UNI-2"),
    ("INS-9", "Pool Filtration", "water", "UNI-5"),
    ("INS-10", "Access Control", "access", ["UNI-6", "UNI-7"]),
    ("INS-11", "HVAC Plant", "ventilation", "UNI-5"),
    ("INS-12", "Hot Water System", "water", "UNI-7"),
    ("INS-13", "Trinkwasseranlage", "water", "UNI-4"),
]
unit_title = {u[0]: u[1] for u in units}
for ref, title, cat, u in inst:
    us = u if isinstance(u, list) else [u]
    rec("technical_installation", ref, title, category=cat, unitIds=I(*us), subtitle=unit_title[us[0]], status=None, createdAt=at("2025-02-03 10:00"))

# ---- equipment
equ = [
    ("EQU-1", "Chiller 1", "in_service", "Carrier", "30XA-502", "2025-03-10 09:00", "UNI-5", "INS-11"),
    ("EQU-2", "Chiller 2", "out_of_service", "Carrier", "30XA-502", "2025-03-12 09:00", "UNI-5", "INS-11"),
    ("EQU-3", "Fume Cupboard Lab 14", "in_service", "Dynaflow", "DF-1800", "2025-04-01 09:00", "UNI-2", "INS-4"),
    ("EQU-4", "Lift 1", "in_service", "Kone", "MonoSpace 500", "2025-01-20 09:00", "UNI-1", "INS-3"),
    ("EQU-5", "Lift 2", "out_of_service", "Kone", "MonoSpace 500", "2025-01-21 09:00", "UNI-1", "INS-3"),
    ("EQU-6", "Chaudière gaz", "in_service", "De Dietrich", "C 330", "2025-05-15 09:00", "UNI-3", "INS-5"),
    ("EQU-7", "Brandmeldezentrale", "in_service", "Bosch", "FPA-5000", "2025-06-02 09:00", "UNI-4", "INS-6"),
    ("EQU-8", "Pool Pump A", "in_service", "Grundfos", "NK 80", "2025-07-01 09:00", "UNI-5", "INS-9"),
    ("EQU-9", "Pool Pump B", "out_of_service", "Grundfos", "NK 80", "2025-07-01 10:00", "UNI-5", "INS-9"),
    ("EQU-10", "Emergency Generator", "in_service", "Cummins", "C550 D5", "2025-02-14 09:00", "UNI-2", "INS-7"),
    ("EQU-11", "Card Reader North Gate", "in_service", "Gallagher", "T20", "2025-08-11 09:00", "UNI-6", "INS-10"),
    ("EQU-12", "Warmwasserspeicher", "in_service", "Stiebel Eltron", "SHO 1000", "2025-09-01 09:00", "UNI-4", "INS-13"),
    ("EQU-13", "Jockey Pump", "in_service", "Grundfos", "CR 3", "2025-01-22 09:00", "UNI-1", "INS-1"),
    ("EQU-14", "Ancienne chaudière", "removed", "Viessmann", "Vitoplex 100", "2025-01-02 09:00", "UNI-3", "INS-5"),
    ("EQU-15", "Ventilateur d'extraction", "out_of_service", "France Air", "Kubic 2", "2026-01-12 09:00", "UNI-3", None),
]
for ref, title, status, brand, model, installed, u, i in equ:
    rec("equipment", ref, title, status=status, brand=brand, model=model, serialNumber="SN-" + ref, installedAt=at(installed),
        unitIds=I(u), technicalInstallationIds=I(i) if i else [], subtitle=[x for x in inst if x[0] == i][0][1] if i else unit_title[u])

# ---- providers and contacts
pro = [
    ("PRO-1", "Kone Australia", "active", "qualified_technician", "Sydney", [L["preferred"]]),
    ("PRO-2", "Wormald Fire Systems", "active", "approved_organization", "Sydney", [L["preferred"]]),
    ("PRO-3", "Siemens Building Technologies", "active", "qualified_technician", "Melbourne", []),
    ("PRO-4", "Harbour Plumbing", "inactive", "qualified_technician", "Sydney", []),
    ("PRO-5", "Aqua Pool Services", "active", "qualified_technician", "Parramatta", []),
    ("PRO-6", "Sécurité Pacifique Formation", "active", "training_provider", "Nouméa", []),
    ("PRO-7", "Kältetechnik Schmidt", "active", "qualified_technician", "Brisbane", []),
]
pro_title = {}
for ref, title, status, ptype, city, lab in pro:
    pro_title[ref] = title
    rec("provider", ref, title, status=status, providerType=ptype, city=city, subtitle=city, createdAt=at("2025-01-15 10:00"), labelIds=lab)
contacts = [
    ("CON-1", "Jack Thompson", "PRO-1", "Service Technician"),
    ("CON-2", "Ben Harris", "PRO-1", "Dispatcher"),
    ("CON-3", "Sarah Mitchell", "PRO-2", "Account Manager"),
    ("CON-4", "Priya Patel", "PRO-3", "Project Engineer"),
    ("CON-5", "Tom Wilson", "PRO-4", "Plumber"),
    ("CON-6", "Chloe Martin", "PRO-5", "Pool Technician"),
    ("CON-7", "Amélie Durand", "PRO-6", "Formatrice"),
    ("CON-8", "Jürgen Schmidt", "PRO-7", "Geschäftsführer"),
]
for n, (ref, title, p, role) in enumerate(contacts):
    rec("contact", ref, title, status=None, providerId=ids[p], role=role, email=f"contact{n+1}@example.com.au", phone=f"+61 2 5550 01{n:02d}", subtitle=pro_title[p], createdAt=at("2025-02-01 10:00"))

# ---- contracts (main date endAt)
ctr = [
    ("CTR-1", "Lift maintenance agreement", "active", "PRO-1", "2024-07-01 00:00", "2026-12-15 17:00", ["UNI-1"], ["INS-3"]),
    ("CTR-2", "Fire systems maintenance", "active", "PRO-2", "2025-07-01 00:00", "2027-06-30 17:00", ["UNI-1", "UNI-4", "UNI-6"], ["INS-1", "INS-2", "INS-6"]),
    ("CTR-3", "Building management system service", "active", "PRO-3", "2024-01-01 00:00", "2026-12-31 23:00", ["UNI-2"], ["INS-7"]),
    ("CTR-4", "Plumbing services", "terminated", "PRO-4", "2023-10-01 00:00", "2025-09-30 17:00", ["UNI-7"], ["INS-12"]),
    ("CTR-5", "Pool plant maintenance", "active", "PRO-5", "2025-12-01 00:00", "2026-12-01 00:30", ["UNI-5"], ["INS-9"]),
    ("CTR-6", "Fire warden training", "expired", "PRO-6", "2025-01-01 00:00", "2026-01-01 01:00", [], []),
    ("CTR-7", "Chiller maintenance", "draft", "PRO-7", "2026-12-01 00:00", "2027-12-31 17:00", ["UNI-5"], ["INS-11"]),
    ("CTR-8", "Kone lift modernisation", "draft", "PRO-1", "2027-01-01 00:00", "2028-06-30 17:00", ["UNI-1"], ["INS-3"]),
]
for ref, title, status, p, start, end, us, ins in ctr:
    rec("contract", ref, title, status=status, providerId=ids[p], startAt=at(start), endAt=at(end), unitIds=I(*us), technicalInstallationIds=I(*ins), subtitle=pro_title[p])

# ---- anomalies: ref, title, status, priority, detected, due, equipment, units, installations, text, archivedAt
ano = [
    ("ANO-1", "Sprinkler head corroded – Level 2 stacks", "open", "medium", "2026-02-10 10:00", "2026-04-10 10:00", [], ["UNI-1"], ["INS-1"], "Corrosion visible on two sprinkler heads above the stacks.", None),
    ("ANO-2", "Lift 2 door sensor fault", "in_progress", "high", "2026-10-20 09:30", "2026-11-03 09:30", ["EQU-5"], ["UNI-1"], ["INS-3"], "Doors reopen repeatedly; lift taken out of service.", None),
    ("ANO-3", "Lift 1 levelling error", "resolved", "medium", "2025-08-14 11:00", "2025-09-14 11:00", ["EQU-4"], ["UNI-1"], ["INS-3"], "Car stops 3 cm below floor level.", None),
    ("ANO-4", "Fume cupboard airflow below limit", "open", "critical", "2026-11-03 14:00", "2026-11-10 14:00", ["EQU-3"], ["UNI-2"], ["INS-4"], "Face velocity 0.3 m/s measured, limit 0.5 m/s.", None),
    ("ANO-5", "Switchboard thermal hotspot", "open", "high", "2026-10-01 00:40", "2026-12-01 00:40", [], ["UNI-2"], ["INS-7"], "Hotspot on main busbar found by night shift thermography.", None),
    ("ANO-6", "Gas leak detector fault", "resolved", "critical", "2026-03-05 08:15", "2026-03-06 08:15", [], ["UNI-2"], ["INS-8"], "Detector in lab 3 reports a fault.", None),
    ("ANO-7", "Emergency generator fails to start under load", "open", "critical", "2026-10-12 07:00", "2026-10-19 07:00", ["EQU-10"], ["UNI-2"], ["INS-7"], "Monthly load test aborted after 40 seconds.", None),
    ("ANO-8", "Fuite d'eau sur la chaudière gaz", "open", "high", "2026-11-01 00:30", "2026-11-15 00:30", ["EQU-6"], ["UNI-3"], ["INS-5"], "Fuite d'eau constatée sous la chaudière, rouille sur le raccord.", None),
    ("ANO-9", "Rouille sur le conduit de fumée", "open", "low", "2026-03-18 10:00", "2026-09-18 10:00", ["EQU-14"], ["UNI-3"], ["INS-5"], "Conduit de l'ancienne chaudière attaqué par la rouille.", None),
    ("ANO-10", "Brûleur encrassé", "resolved", "medium", "2025-06-02 10:00", "2025-07-02 10:00", ["EQU-6"], ["UNI-3"], ["INS-5"], "Nettoyage du brûleur nécessaire.", None),
    ("ANO-11", "Ventilateur d'extraction bruyant", "in_progress", "medium", "2026-10-08 15:00", "2026-12-08 15:00", ["EQU-15"], ["UNI-3"], [], "Bruit anormal, courroie usée.", None),
    ("ANO-12", "Melder im 2. OG verschmutzt", "open", "medium", "2026-05-20 09:00", "2026-08-20 09:00", ["EQU-7"], ["UNI-4"], ["INS-6"], "Rauchmelder im Flur 2. OG verschmutzt, Fehlalarme.", None),
    ("ANO-13", "Korrosion am Warmwasserspeicher", "in_progress", "high", "2026-03-03 09:00", "2026-06-03 09:00", ["EQU-12"], ["UNI-4"], ["INS-13"], "Korrosion am Anschluss, Legionella-Risiko prüfen.", None),
    ("ANO-14", "Legionella detected in hot water", "open", "critical", "2026-11-12 08:00", "2026-11-19 08:00", [], ["UNI-7"], ["INS-12"], "Legionella count above threshold in sample from level 3 showers.", None),
    ("ANO-15", "Brandmeldezentrale Störung Batterie", "resolved", "high", "2025-11-25 09:00", "2025-12-05 09:00", ["EQU-7"], ["UNI-4"], ["INS-6"], "Batteriefehler an der Zentrale.", None),
    ("ANO-16", "Chiller 1 refrigerant leak", "resolved", "high", "2025-12-10 09:00", "2025-12-20 09:00", ["EQU-1"], ["UNI-5"], ["INS-11"], "Low refrigerant pressure alarm.", None),
    ("ANO-17", "Chiller 2 compressor failure", "open", "critical", "2026-09-02 09:00", "2026-09-16 09:00", ["EQU-2"], ["UNI-5"], ["INS-11"], "Compressor seized; chiller isolated.", None),
    ("ANO-18", "Pool Pump A seal leaking", "in_progress", "medium", "2026-10-25 09:00", "2026-12-25 09:00", ["EQU-8"], ["UNI-5"], ["INS-9"], "Water leak at the mechanical seal.", None),
    ("ANO-19", "Pool Pump B motor overheating", "open", "high", "2026-11-18 09:00", "2026-12-02 09:00", ["EQU-9"], ["UNI-5"], ["INS-9"], "Motor trips on thermal overload after 20 minutes.", None),
    ("ANO-20", "Chlorine dosing drift", "resolved", "medium", "2026-03-28 09:00", "2026-04-15 09:00", [], ["UNI-5"], ["INS-9"], "Dosing pump calibration off by 15 %.", None),
    ("ANO-21", "Card reader north gate offline", "open", "medium", "2026-07-07 09:00", "2026-07-21 09:00", ["EQU-11"], ["UNI-6"], ["INS-10"], "Reader does not respond to cards.", None),
    ("ANO-22", "Sprinkler valve tamper alarm", "cancelled", "low", "2026-01-15 09:00", "2026-02-15 09:00", [], ["UNI-6"], ["INS-2"], "Alarm caused by cleaning staff.", None),
    ("ANO-23", "Hot water temperature below 60 °C", "in_progress", "high", "2026-10-30 09:00", "2026-11-30 09:00", [], ["UNI-7"], ["INS-12"], "Legionella risk: tank outlet temperature 52 °C.", None),
    ("ANO-24", "Access control door held open alarm", "resolved", "low", "2025-04-04 09:00", "2025-05-04 09:00", [], ["UNI-7"], ["INS-10"], "Door wedged open by residents.", None),
    ("ANO-25", "Water leak in plant room ceiling", "open", "medium", "2026-08-08 09:00", "2026-10-08 09:00", [], ["UNI-5"], ["INS-11"], "Water leak from the roof above the HVAC plant.", None),
    ("ANO-26", "Library roof water leak", "resolved", "high", "2025-02-20 09:00", "2025-03-20 09:00", [], ["UNI-1"], [], "Water leak through the roof during a storm.", None),
    ("ANO-27", "Lift 2 emergency phone not working", "open", "high", "2026-11-20 09:00", "2026-11-27 09:00", ["EQU-5"], ["UNI-1"], ["INS-3"], "No dial tone on the car phone.", None),
    ("ANO-28", "Exit sign not illuminated", "open", "low", "2025-10-03 09:00", "2025-11-03 09:00", [], ["UNI-1"], [], "Exit sign at the north stairs is dark.", None),
    ("ANO-29", "Gas pipe corrosion", "open", "medium", "2026-03-25 09:00", "2026-05-25 09:00", [], ["UNI-2"], ["INS-8"], "Surface corrosion on the roof gas line.", None),
    ("ANO-30", "Eyewash station missing tag", "resolved", "low", "2026-03-12 09:00", "2026-03-26 09:00", [], ["UNI-2"], [], "Inspection tag missing.", None),
    ("ANO-31", "Fehlende Feuerlöscherprüfung", "open", "medium", "2026-10-15 09:00", "2026-12-15 09:00", [], ["UNI-4"], [], "Prüfplakette abgelaufen.", None),
    ("ANO-32", "Telescope dome motor seized", "resolved", "low", "2025-03-01 09:00", "2025-04-01 09:00", [], ["UNI-8"], [], "Dome no longer rotates.", "2025-07-01 12:00"),
    ("ANO-33", "Pool deck tiles cracked", "cancelled", "low", "2025-09-09 09:00", "2025-10-09 09:00", [], ["UNI-5"], [], "Cracked tiles near the diving pool.", "2026-01-10 12:00"),
    ("ANO-34", "Observatory stair handrail loose", "resolved", "medium", "2025-05-05 09:00", "2025-06-05 09:00", [], ["UNI-8"], [], "Handrail bracket loose.", "2025-07-01 12:00"),
    ("ANO-35", "Jockey pump short cycling", "in_progress", "medium", "2026-04-22 09:00", "2026-06-22 09:00", ["EQU-13"], ["UNI-1"], ["INS-1"], "Pump starts every 2 minutes.", None),
    ("ANO-36", "Smoke detector false alarms level 3", "resolved", "medium", "2025-10-20 09:00", "2025-11-20 09:00", [], ["UNI-6"], ["INS-2"], "Steam from showers triggers detectors.", None),
    ("ANO-37", "Chiller 1 low flow alarm", "open", "low", "2026-10-03 09:00", "2027-01-03 09:00", ["EQU-1"], ["UNI-5"], ["INS-11"], "Intermittent low flow alarm.", None),
    ("ANO-38", "Détecteur de fumée défectueux – salle de cours", "open", "critical", "2026-11-22 09:00", "2026-11-24 09:00", [], ["UNI-3"], [], "Le détecteur ne réagit plus au test.", None),
    ("ANO-39", "Emergency lighting battery failure", "resolved", "medium", "2026-06-30 09:00", "2026-07-30 09:00", [], ["UNI-7"], [], "Three fittings fail the 90 minute test.", None),
    ("ANO-40", "Fume extraction fan belt worn", "cancelled", "medium", "2025-12-01 09:00", "2026-01-01 09:00", [], ["UNI-2"], ["INS-4"], "Duplicate of a maintenance finding.", None),
    ("ANO-41", "Drain blocked in pool plant room", "resolved", "low", "2026-10-29 09:00", "2026-11-05 09:00", [], ["UNI-5"], ["INS-9"], "Floor drain blocked with debris.", None),
    ("ANO-42", "Lift 1 car lighting flickering", "open", "low", "2026-03-30 09:00", "2026-12-30 09:00", ["EQU-4"], ["UNI-1"], ["INS-3"], "LED driver failing.", None),
    ("ANO-43", "Access card printer jam", "in_progress", "low", "2026-11-04 09:00", "2026-12-04 09:00", [], ["UNI-6"], ["INS-10"], "Printer jams on every third card.", None),
    ("ANO-44", "Trinkwasser Temperatur zu niedrig", "open", "high", "2026-11-10 09:00", "2026-11-20 09:00", ["EQU-12"], ["UNI-4"], ["INS-13"], "Legionellen-Gefahr, Temperatur am Speicher 48 °C.", None),
    ("ANO-45", "Chaudière gaz – pression basse", "cancelled", "low", "2026-01-08 09:00", "2026-02-08 09:00", ["EQU-6"], ["UNI-3"], ["INS-5"], "Pression remontée après purge.", None),
    ("ANO-46", "Fire door closer broken – link corridor", "open", "medium", "2026-09-15 09:00", "2026-10-15 09:00", [], ["UNI-6", "UNI-7"], [], "Door between the two halls does not close.", None),
]
for ref, title, status, prio, det, due, eq, us, ins, text, archived_at in ano:
    extra = {"archived": True, "archivedAt": at(archived_at)} if archived_at else {}
    rec("anomaly", ref, title, status=status, priority=prio, detectedAt=at(det), dueAt=at(due), equipmentIds=I(*eq),
        unitIds=I(*us), technicalInstallationIds=I(*ins), text=text, createdByUserId=U_MANAGER, **extra)

# ---- interventions: ref, title, type, status, scheduled(local), provider, units, installations, anomaly, archivedAt
intv = [
    ("INT-1", "Quarterly sprinkler inspection – Harbour Library", "preventive", "done", "2026-02-12 08:00", "PRO-2", ["UNI-1"], ["INS-1"], None, None),
    ("INT-2", "Lift 2 door sensor replacement", "curative", "in_progress", "2026-11-10 08:00", "PRO-1", ["UNI-1"], ["INS-3"], "ANO-2", None),
    ("INT-3", "Lift annual service 2025", "preventive", "done", "2025-07-15 08:00", "PRO-1", ["UNI-1"], ["INS-3"], None, None),
    ("INT-4", "Lift annual service 2026", "preventive", "planned", "2026-12-08 08:00", "PRO-1", ["UNI-1"], ["INS-3"], None, None),
    ("INT-5", "Fume cupboard airflow test", "audit", "done", "2026-03-10 08:00", "PRO-3", ["UNI-2"], ["INS-4"], None, None),
    ("INT-6", "Fume cupboard fan repair", "troubleshooting", "planned", "2026-11-18 08:00", "PRO-3", ["UNI-2"], ["INS-4"], "ANO-4", None),
    ("INT-7", "Chiller 2 compressor replacement", "curative", "planned", "2026-12-03 08:00", "PRO-7", ["UNI-5"], ["INS-11"], "ANO-17", None),
    ("INT-8", "Révision annuelle de la chaudière gaz", "preventive", "done", "2026-04-20 08:00", None, ["UNI-3"], ["INS-5"], None, None),
    ("INT-9", "Réparation fuite chaudière", "troubleshooting", "planned", "2026-11-12 08:00", "PRO-4", ["UNI-3"], ["INS-5"], "ANO-8", None),
    ("INT-10", "Exercice d'évacuation – Maison Française", "exercise", "done", "2026-03-26 14:00", "PRO-6", ["UNI-3"], [], None, None),
    ("INT-11", "Wartung Brandmeldeanlage", "preventive", "done", "2026-05-05 08:00", "PRO-2", ["UNI-4"], ["INS-6"], None, None),
    ("INT-12", "Räumungsübung Haus Humboldt", "exercise", "planned", "2026-12-10 18:00", None, ["UNI-4"], [], None, None),
    ("INT-13", "Pool filtration monthly service – October", "preventive", "done", "2026-10-06 07:00", "PRO-5", ["UNI-5"], ["INS-9"], None, None),
    ("INT-14", "Pool filtration monthly service – November", "preventive", "planned", "2026-11-03 07:00", "PRO-5", ["UNI-5"], ["INS-9"], None, None),
    ("INT-15", "Pool filtration monthly service – December", "preventive", "planned", "2026-12-01 00:30", "PRO-5", ["UNI-5"], ["INS-9"], None, None),
    ("INT-16", "Pool Pump B motor rewind", "curative", "planned", "2026-12-15 08:00", "PRO-5", ["UNI-5"], ["INS-9"], "ANO-19", None),
    ("INT-17", "Chiller 1 refrigerant recharge", "curative", "done", "2025-12-12 08:00", "PRO-7", ["UNI-5"], ["INS-11"], "ANO-16", None),
    ("INT-18", "Fire warden training session", "session", "done", "2026-02-25 09:00", "PRO-6", ["UNI-1", "UNI-2"], [], None, None),
    ("INT-19", "Fire warden training session – semester 2", "session", "planned", "2027-02-24 09:00", "PRO-6", ["UNI-6", "UNI-7"], [], None, None),
    ("INT-20", "Electrical thermography audit", "audit", "done", "2025-09-18 08:00", "PRO-3", ["UNI-2"], ["INS-7"], None, None),
    ("INT-21", "Generator load test", "preventive", "planned", "2026-10-20 08:00", "PRO-3", ["UNI-2"], ["INS-7"], "ANO-7", None),
    ("INT-22", "Legionella flushing and disinfection", "curative", "in_progress", "2026-11-14 08:00", None, ["UNI-7"], ["INS-12"], "ANO-14", None),
    ("INT-23", "Hot water system annual service", "preventive", "done", "2025-11-20 08:00", "PRO-4", ["UNI-7"], ["INS-12"], None, None),
    ("INT-24", "Access control audit", "audit", "done", "2026-06-10 08:00", "PRO-3", ["UNI-6"], ["INS-10"], None, None),
    ("INT-25", "Card reader replacement north gate", "troubleshooting", "planned", "2026-12-02 08:00", "PRO-3", ["UNI-6"], ["INS-10"], "ANO-21", None),
    ("INT-26", "Sprinkler system qualification test", "qualification", "done", "2026-05-28 08:00", "PRO-2", ["UNI-6"], ["INS-2"], None, None),
    ("INT-27", "Sprinkler inspection – Residence Hall North", "preventive", "cancelled", "2026-01-20 08:00", "PRO-2", ["UNI-6"], ["INS-2"], None, None),
    ("INT-28", "Quarterly sprinkler inspection – June", "preventive", "done", "2026-06-01 00:30", "PRO-2", ["UNI-1"], ["INS-1"], None, None),
    ("INT-29", "Lift 1 breakdown call-out", "troubleshooting", "done", "2026-03-01 00:30", "PRO-1", ["UNI-1"], ["INS-3"], None, None),
    ("INT-30", "Trinkwasser Beprobung", "audit", "done", "2026-11-11 08:00", None, ["UNI-4"], ["INS-13"], None, None),
    ("INT-31", "Warmwasserspeicher Entkalkung", "curative", "planned", "2026-11-20 08:00", None, ["UNI-4"], ["INS-13"], "ANO-13", None),
    ("INT-32", "Gas reticulation leak survey", "audit", "planned", "2027-01-14 08:00", None, ["UNI-2"], ["INS-8"], None, None),
    ("INT-33", "Emergency lighting test", "preventive", "done", "2026-06-25 08:00", None, ["UNI-7"], [], None, None),
    ("INT-34", "Pool deck resurfacing", "curative", "done", "2025-10-10 08:00", "PRO-5", ["UNI-5"], [], None, "2026-02-01 12:00"),
    ("INT-35", "Chiller 2 inspection", "audit", "cancelled", "2026-01-15 08:00", "PRO-7", ["UNI-5"], ["INS-11"], None, "2026-02-01 12:00"),
    ("INT-36", "Lift modernisation survey", "audit", "done", "2026-08-19 08:00", "PRO-1", ["UNI-1"], ["INS-3"], None, None),
    ("INT-37", "Lift emergency phone repair", "troubleshooting", "planned", "2026-11-28 08:00", "PRO-1", ["UNI-1"], ["INS-3"], "ANO-27", None),
    ("INT-38", "Ventilateur d'extraction – remplacement courroie", "curative", "in_progress", "2026-10-28 08:00", None, ["UNI-3"], [], "ANO-11", None),
    ("INT-39", "HVAC plant quarterly maintenance", "preventive", "done", "2026-04-14 08:00", "PRO-7", ["UNI-5"], ["INS-11"], None, None),
    ("INT-40", "HVAC plant quarterly maintenance – Q4", "preventive", "planned", "2026-12-14 08:00", "PRO-7", ["UNI-5"], ["INS-11"], None, None),
]
for ref, title, itype, status, sched, p, us, ins, a, archived_at in intv:
    f = {"interventionType": itype, "status": status, "scheduledAt": at(sched), "unitIds": I(*us), "technicalInstallationIds": I(*ins)}
    if status == "done":
        h, m = sched.split(" ")[1].split(":")
        f["completedAt"] = at(sched.split(" ")[0] + f" {min(int(h) + 3, 23):02d}:{m}")
    if p:
        f["providerId"] = ids[p]; f["subtitle"] = pro_title[p]
    if a: f["anomalyId"] = ids[a]
    if archived_at: f.update(archived=True, archivedAt=at(archived_at))
    rec("intervention", ref, title, createdByUserId=U_MANAGER, **f)

# ---- building works (before commissions and documents that name them)
bw = [
    ("BW-1", "Library Level 2 refurbishment", "received", "2025-03-01 07:00", "2025-11-30 17:00", "UNI-1", dict(authorizationNumber="DA-2024-118", workNature="Interior refurbishment", contractorName="Built Pty Ltd", architectName="Hassell", supervisingTechnicianName="Grace Lee", receivedAt=at("2025-12-05 10:00")), "Refit of the level 2 reading rooms with new sprinkler heads and exit signs."),
    ("BW-2", "Aquatic Centre extension", "partially_received", "2025-06-01 07:00", "2026-01-31 17:00", "UNI-5", dict(authorizationNumber="DA-2025-032", workNature="Extension", contractorName="Richard Crookes Constructions", architectName="Populous", supervisingTechnicianName="Nathan Brooks"), "New 25 m training pool and plant room."),
    ("BW-3", "Chemistry labs fume hood upgrade", "approved", "2026-12-01 07:00", "2027-03-31 17:00", "UNI-2", dict(authorizationNumber="CDC-2026-077", workNature="Mechanical upgrade", contractorName="Laminar Air Pty Ltd"), "Replacement of twelve fume cupboards."),
    ("BW-4", "Haus Humboldt Erweiterung Nordflügel", "pending", "2027-02-01 07:00", "2028-02-01 17:00", "UNI-4", dict(workNature="Extension", architectName="Architekturbüro Keller"), "Neuer Nordflügel mit 40 Zimmern."),
    ("BW-5", "Rénovation de la salle de spectacle", "pending", "2026-09-01 07:00", "2027-01-31 17:00", "UNI-3", dict(workNature="Rénovation intérieure", contractorName="Atelier Rivage"), "Mise aux normes de la salle de spectacle."),
    ("BW-6", "Observatory demolition", "rejected", "2025-08-01 07:00", "2025-12-01 17:00", "UNI-8", dict(authorizationNumber="DA-2025-090", workNature="Demolition"), "Heritage listing prevents demolition."),
]
for ref, title, status, start, end, u, extra, text in bw:
    rec("building_work", ref, title, status=status, startAt=at(start), endAt=at(end), unitIds=I(u), subtitle=unit_title[u], text=text, createdByUserId=U_ADMIN, **extra)

# ---- commissions (main date heldAt)
com = [
    ("COM-1", "Periodic fire safety visit 2025 – Harbour Library", "periodic", "favorable", "held", "2025-05-14 10:00", "UNI-1", None),
    ("COM-2", "Periodic fire safety visit 2025 – Chemistry Building", "periodic", "unfavorable", "held", "2025-06-11 10:00", "UNI-2", None),
    ("COM-3", "Opening visit – Aquatic Centre extension", "opening", "deferred", "held", "2026-02-18 10:00", "UNI-5", "BW-2"),
    ("COM-4", "Unannounced inspection – Residence Hall North", "unannounced", "favorable", "held", "2026-04-09 10:00", "UNI-6", None),
    ("COM-5", "Periodic fire safety visit 2026 – Haus Humboldt", "periodic", None, "scheduled", "2026-12-09 10:00", "UNI-4", None),
    ("COM-6", "Fire brigade inspection – Maison Française", "inspection", "unfavorable", "held", "2026-08-27 10:00", "UNI-3", None),
    ("COM-7", "Periodic fire safety visit 2026 – Residence Hall South", "periodic", "favorable", "held", "2026-03-17 10:00", "UNI-7", None),
    ("COM-8", "Inspection visit – Chemistry Building labs", "inspection", None, "cancelled", "2026-07-01 10:00", "UNI-2", None),
    ("COM-9", "Opening visit – Haus Humboldt north wing", "opening", None, "scheduled", "2027-03-03 10:00", "UNI-4", "BW-4"),
]
for ref, title, vt, dec, status, held, u, b in com:
    extra = {"buildingWorkId": ids[b]} if b else {}
    rec("commission", ref, title, visitType=vt, decision=dec, status=status, heldAt=at(held), unitIds=I(u), subtitle=unit_title[u],
        labelIds=[L["fire-brigade"]] if vt in ("inspection", "unannounced") else [], **extra)

# ---- logbooks
for ref, title, year, created, u in [
    ("LOG-1", "Fire safety logbook 2025 – Harbour Library", 2025, "2025-01-06 10:00", "UNI-1"),
    ("LOG-2", "Fire safety logbook 2026 – Harbour Library", 2026, "2026-01-05 10:00", "UNI-1"),
    ("LOG-3", "Registre de sécurité 2026 – Maison Française", 2026, "2026-01-05 10:30", "UNI-3"),
    ("LOG-4", "Brandschutzbuch 2026 – Haus Humboldt", 2026, "2026-01-05 11:00", "UNI-4"),
    ("LOG-5", "Fire safety logbook 2026 – Aquatic Centre", 2026, "2026-01-05 11:30", "UNI-5"),
]:
    rec("logbook", ref, title, status=None, year=year, createdAt=at(created), unitIds=I(u), subtitle=unit_title[u], labelIds=[L["annual"]])

# ---- documents
pdf = "application/pdf"
docs = [
    ("DOC-1", "Evacuation plan – Harbour Library", "plan", "2025-02-03 10:00", "UNI-1", None, None, []),
    ("DOC-2", "Fire engineering report – Chemistry Building", "technical_report", "2025-09-10 10:00", "UNI-2", None, None, [L["confidential"]]),
    ("DOC-3", "Plan d'évacuation – Maison Française", "plan", "2026-01-20 10:00", "UNI-3", None, None, []),
    ("DOC-4", "Brandschutzordnung Haus Humboldt", "other", "2026-02-02 10:00", "UNI-4", None, None, []),
    ("DOC-5", "Development approval – Aquatic Centre extension", "authorization_decision", "2025-05-20 10:00", "UNI-5", "BW-2", None, []),
    ("DOC-6", "Minutes – opening visit Aquatic Centre", "commission_minutes", "2026-02-20 10:00", "UNI-5", "BW-2", None, []),
    ("DOC-7", "Old evacuation plan – Harbour Library", "plan", "2025-01-10 10:00", "UNI-1", None, "archived", []),
    ("DOC-8", "Draft asbestos register – Observatory", "other", "2025-04-10 10:00", "UNI-8", None, "deleted", [L["confidential"]]),
    ("DOC-9", "Reception report – Library Level 2", "reception_report", "2025-12-05 12:00", "UNI-1", "BW-1", None, []),
    ("DOC-10", "Hot water risk assessment", "technical_report", "2026-10-02 10:00", "UNI-7", None, None, []),
]
for ref, title, dtype, created, u, b, life, lab in docs:
    f = {"status": None, "documentType": dtype, "mimeType": pdf, "createdAt": at(created), "unitIds": I(u), "subtitle": unit_title[u],
         "labelIds": lab, "file": file(ref.lower() + ".pdf", pdf, f"%PDF-1.4\n% {title}\n")}
    if b: f["buildingWorkId"] = ids[b]
    if life == "archived": f.update(archived=True, archivedAt=at("2025-02-03 10:05"))
    if life == "deleted": f["deletedAt"] = at("2026-05-01 10:00")
    rec("document", ref, title, createdByUserId=U_ADMIN, **f)

# ---- reports
for ref, title, status, p, i, issued, u, ins in [
    ("REP-1", "Service report – quarterly sprinkler inspection", "validated", "PRO-2", "INT-1", "2026-02-13 12:00", "UNI-1", "INS-1"),
    ("REP-2", "Airflow test report – fume cupboards", "pending_review", "PRO-3", "INT-5", "2026-03-12 12:00", "UNI-2", "INS-4"),
    ("REP-3", "Prüfbericht Brandmeldeanlage", "validated", "PRO-2", "INT-11", "2026-05-06 12:00", "UNI-4", "INS-6"),
    ("REP-4", "Pool filtration service report – October", "pending_review", "PRO-5", "INT-13", "2026-10-07 12:00", "UNI-5", "INS-9"),
    ("REP-5", "Thermography audit report", "rejected", "PRO-3", "INT-20", "2025-09-25 12:00", "UNI-2", "INS-7"),
    ("REP-6", "Chiller 1 recharge report", "validated", "PRO-7", "INT-17", "2025-12-13 12:00", "UNI-5", "INS-11"),
    ("REP-7", "Rapport d'exercice d'évacuation", "validated", "PRO-6", "INT-10", "2026-03-27 12:00", "UNI-3", None),
]:
    rec("report", ref, title, status=status, providerId=ids[p], interventionId=ids[i], issuedAt=at(issued), unitIds=I(u),
        technicalInstallationIds=I(ins) if ins else [], subtitle=pro_title[p], file=file(ref.lower() + ".pdf", pdf, f"%PDF-1.4\n% {title}\n"))

# ---- routines
for ref, title, status, rrule, nxt, u, i in [
    ("ROU-1", "Monthly pool filtration service", "active", "FREQ=MONTHLY", "2026-12-01 10:00", "UNI-5", "INS-9"),
    ("ROU-2", "Quarterly sprinkler inspection", "active", "FREQ=MONTHLY;INTERVAL=3", "2027-02-10 08:00", "UNI-1", "INS-1"),
    ("ROU-3", "Weekly generator run", "active", "FREQ=WEEKLY", "2026-11-30 08:00", "UNI-2", "INS-7"),
    ("ROU-4", "Légionelles – prélèvement trimestriel", "paused", "FREQ=MONTHLY;INTERVAL=3", "2026-12-15 08:00", "UNI-7", "INS-12"),
    ("ROU-5", "Monatliche Prüfung Brandmeldeanlage", "active", "FREQ=MONTHLY", "2026-12-05 08:00", "UNI-4", "INS-6"),
    ("ROU-6", "Annual lift service", "paused", "FREQ=YEARLY", "2027-07-15 08:00", "UNI-1", "INS-3"),
]:
    rec("routine", ref, title, status=status, rrule=rrule, nextDueAt=at(nxt), unitIds=I(u), technicalInstallationIds=I(i), subtitle=[x for x in inst if x[0] == i][0][1])

# ---- compliance (main date dueAt)
for ref, title, status, reg, due, u in [
    ("CMP-1", "Annual fire safety statement – Harbour Library", "pending", "EP&A Regulation 2021", "2026-12-20 17:00", "UNI-1"),
    ("CMP-2", "Annual fire safety statement – Chemistry Building", "non_compliant", "EP&A Regulation 2021", "2026-09-30 17:00", "UNI-2"),
    ("CMP-3", "Lift registration – Passenger Lifts", "compliant", "WHS Regulation 2017", "2026-06-30 17:00", "UNI-1"),
    ("CMP-4", "Legionella risk management plan – Residence Hall South", "non_compliant", "Public Health Regulation 2022", "2026-11-01 17:00", "UNI-7"),
    ("CMP-5", "Trinkwasser – jährliche Untersuchung", "pending", "TrinkwV", "2026-10-31 17:00", "UNI-4"),
    ("CMP-6", "Brandschutzprüfung Haus Humboldt", "pending", "AS 1851", "2027-03-31 17:00", "UNI-4"),
    ("CMP-7", "Pool water quality", "compliant", "Public Health Regulation 2022", "2026-12-01 17:00", "UNI-5"),
    ("CMP-8", "Conformité gaz – Maison Française", "pending", "AS/NZS 5601", "2027-01-01 00:30", "UNI-3"),
    ("CMP-9", "Hazardous chemicals manifest", "not_applicable", "WHS Regulation 2017", "2026-03-31 17:00", "UNI-2"),
    ("CMP-10", "Emergency lighting six-monthly test", "compliant", "AS/NZS 2293", "2025-12-15 17:00", "UNI-7"),
    ("CMP-11", "Annual fire safety statement – Aquatic Centre", "pending", "EP&A Regulation 2021", "2025-11-30 17:00", "UNI-5"),
]:
    rec("compliance", ref, title, status=status, regulation=reg, dueAt=at(due), unitIds=I(u), subtitle=unit_title[u])

# ---- members without an account
rec("member", "MEM-1", "Rafael Souza", status="pending", role="manager", email="rafael.souza@harbourside.example.edu.au", subtitle="manager", labelIds=[L["engineer"]])
rec("member", "MEM-2", "Hannah Weber", status="disabled", role="viewer", email="hannah.weber@harbourside.example.edu.au", subtitle="viewer")

# ---- v2 sections
PLAN = uid("plan-library-l2")
plans = [
    {"id": PLAN, "name": "Harbour Library – Level 2", "unitId": ids["UNI-1"], "file": file("library-l2.pdf", pdf, "%PDF-1.4\n% plan\n")},
    {"id": uid("plan-aquatic"), "name": "Aquatic Centre – plant room", "unitId": ids["UNI-5"], "file": None},
]
planPoints = [
    {"id": uid("pp-1"), "anomalyId": ids["ANO-1"], "planId": PLAN, "xPercent": 42.5, "yPercent": 18},
    {"id": uid("pp-2"), "anomalyId": ids["ANO-2"], "planId": PLAN, "xPercent": 77, "yPercent": 64.25},
    {"id": uid("pp-3"), "anomalyId": ids["ANO-25"], "planId": uid("plan-aquatic"), "xPercent": 12, "yPercent": 90},
]
INBOX = uid("inbox-1")
inboxItems = [
    {"id": INBOX, "subject": "Wormald – service report sprinkler inspection Q4", "receivedAt": at("2026-11-21 16:12"), "from": "reports@wormald.example.com.au", "file": file("wormald-q4.pdf", pdf, "%PDF-1.4\n% report\n")},
    {"id": uid("inbox-2"), "subject": "Rapport de contrôle gaz – Maison Française", "receivedAt": at("2026-11-23 09:40"), "from": None, "file": file("controle-gaz.txt", "text/plain", "Contrôle gaz effectué.\n")},
]
attachments = [
    {"id": uid("att-1"), "recordId": ids["ANO-2"], "file": file("lift2-door.jpg", "image/jpeg", "not really a jpeg"), "uploadedByUserId": U_MANAGER, "createdAt": at("2026-10-20 10:00"), "updatedAt": at("2026-10-20 10:00")},
    {"id": uid("att-2"), "recordId": PLAN, "file": file("legend.txt", "text/plain", "Legend of the plan"), "uploadedByUserId": U_ADMIN, "createdAt": at("2026-01-10 10:00"), "updatedAt": at("2026-01-10 10:00")},
    {"id": uid("att-3"), "recordId": ORG, "file": file("logo.png", "image/png", "logo"), "uploadedByUserId": U_ADMIN, "createdAt": at("2025-01-06 08:00"), "updatedAt": at("2025-01-06 08:00")},
    {"id": uid("att-4"), "recordId": INBOX, "file": file("photo-valve.jpg", "image/jpeg", "photo"), "uploadedByUserId": U_MANAGER, "createdAt": at("2026-11-21 16:30"), "updatedAt": at("2026-11-21 16:30")},
]

catalogue = {
    "format": "catalogue/v2",
    "organization": {
        "id": ORG, "type": "rs", "name": "Harbourside University", "language": "en-US", "timezone": "Australia/Sydney",
        "comment": "Hold-out catalogue for search evaluation: campus in Sydney, names in English, French and German.",
        "uploadSizeLimit": 2048, "engagementDuration": 36, "engagementStartAt": at("2025-01-01 00:00"),
        "contractType": "kare", "onboardingStatus": "closed", "accessStatus": "active",
        "addressCountry": "Australia", "addressCity": "Sydney", "addressStreet": "1 Harbour Road", "addressPostalCode": "2000",
    },
    "users": users,
    "records": records,
    "labels": labels,
    "plans": plans,
    "planPoints": planPoints,
    "inboxItems": inboxItems,
    "attachments": attachments,
}
out = Path(__file__).with_name("catalogue-holdout.json")
out.write_text(json.dumps(catalogue, ensure_ascii=False, indent=1) + "\n")
from collections import Counter
print(out, Counter(r["kind"] for r in records))
