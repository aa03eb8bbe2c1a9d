import { finding, type SourceReport } from '../../generator/source-report.ts';

const text = `Return-Path: <service@airevalleylifts.co.uk>
Received: from mail.airevalleylifts.co.uk (mail.airevalleylifts.co.uk [81.2.69.160])
	by mx.hestia-pm.co.uk with ESMTPS id 4Yq2Lk1bQmz9vKr
	for <facilities.leeds@hestia-pm.co.uk>; Tue, 14 Jan 2025 16:03:51 +0000
From: "Aire Valley Lifts - Service Desk" <service@airevalleylifts.co.uk>
To: facilities.leeds@hestia-pm.co.uk
Subject: Service visit report - Wellington Court - Passenger lift (job 118734)
Date: Tue, 14 Jan 2025 16:03:47 +0000
Message-ID: <118734.20250114160347@airevalleylifts.co.uk>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear Facilities Team,

Please find below the summary of today's quarterly service visit to the
passenger lift at Wellington Court, 40 Wellington Street, Leeds LS1 2DE
(engineer: Craig Booth, arrived 09:10, left 13:45).

Work carried out:
- Full service to maintenance schedule - completed
- Emergency alarm tested and confirmed with our call centre - OK
- Car and landing doors lubricated and adjusted - OK

Defects found:
- Landing door 2nd floor: door lock roller badly worn, door occasionally fails to lock and lift stops between floors. Replacement required - HIGH PRIORITY
- Pit ladder not secured to the wall, unsafe to use - URGENT
- Car light diffuser cracked.
- Machine room: no lighting switch at the entrance, engineer had to use a torch (recommend new switch by your electrician)

A quotation (Q-25-0142) for the door lock roller and the pit ladder fixing will
follow separately. Please note that the goods hoist at Albion House is booked
for its service on 21 January.

Kind regards,

Joanne Pickles
Service Coordinator
Aire Valley Lifts Ltd | Canal Wharf, Shipley BD18 3DH | 01274 590 812
Registered in England No. 04567891 | LEIA member

-----Original Message-----
From: facilities.leeds@hestia-pm.co.uk
Sent: 06 January 2025 08:55
To: service@airevalleylifts.co.uk
Subject: Wellington Court lift - tenants report the lift stopping between floors

Hi, tenants on the 2nd floor report the lift stopped between floors twice last
week. Could your engineer look at it during the January service? Thanks, Amira
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'eml', encoding: 'utf-8', text },
  truth: {
    id: 'email-en-airevalley-wellington',
    language: 'en',
    family: 'contractor-email',
    failure: null,
    metadata: {
      documentDate: '2025-01-14',
      author: 'Aire Valley Lifts Ltd',
      provider: 'PRV-11',
      units: ['UNI-7'],
      technicalInstallations: ['TI-24'],
      equipment: [],
    },
    findings: [
      finding(
        'd1',
        'high',
        'Landing door 2nd floor: door lock roller badly worn, door occasionally fails to lock and lift stops between floors. Replacement required',
        { location: 'Landing door 2nd floor', grade: 'HIGH PRIORITY', action: 'Replacement required' },
      ),
      finding('d2', 'critical', 'Pit ladder not secured to the wall, unsafe to use', {
        location: 'Pit',
        grade: 'URGENT',
      }),
      finding('d3', 'medium', 'Car light diffuser cracked.', { location: 'Car' }),
      finding(
        'd4',
        'low',
        'Machine room: no lighting switch at the entrance, engineer had to use a torch (recommend new switch by your electrician)',
        { location: 'Machine room', action: 'recommend new switch by your electrician' },
      ),
    ],
  },
};
