import { finding, type SourceReport } from '../../generator/source-report.ts';

const text = `CALDER HEATING SERVICES LTD
Commercial heating | Gas Safe Register No. 512877
17 Victoria Road, Elland HX5 0AE | 01422 377 210

COMMERCIAL GAS SAFETY / BOILER SERVICE RECORD
Job ref: CHS-25-00912

Site:       Albion House, 27 Whitworth Street West, Manchester M1 5ND
Customer:   Hestia Property Management UK Ltd
Plant:      Boiler plant, basement - 2 x Hamworthy Wessex ModuMax 116 kW (B1, B2)
Date:       11/02/2025
Engineer:   Shaun Pearson (Gas Safe ID 4419023)

APPLIANCE CHECKS
  Boiler B1    Combustion analysis CO2 9.1 %  CO/CO2 ratio 0.0021   PASS
  Boiler B2    Combustion analysis CO2 8.8 %  CO/CO2 ratio 0.0094   FAIL (see 2)
  Gas tightness test (IGE/UP/1B)                                     PASS
  Plant room ventilation (high and low level)                         see 1
  Flue (visual + spillage test)                                       PASS

DEFECTS / UNSAFE SITUATIONS
 1. Low level ventilation grille in plant room blocked by stored
    cardboard and a pallet.                                  AT RISK (AR)
 2. Boiler B2: poor combustion, CO/CO2 ratio above 0.008. Boiler
    turned off and labelled DO NOT USE. Warning notice issued.
                                                IMMEDIATELY DANGEROUS (ID)
 3. Gas pipework in plant room not identified (no yellow ochre
    banding / flow arrows).                 NOT TO CURRENT STANDARDS (NCS)

Classification per IGEM/G/11 Gas Industry Unsafe Situations Procedure.
Customer signature: (on tablet) A. Kaur, Building Manager
Date of record: 11 February 2025
`;

export const report: SourceReport = {
  document: { kind: 'text', extension: 'txt', encoding: 'utf-8', text },
  truth: {
    id: 'uk-gas-albion-2025',
    language: 'en',
    family: 'uk-gas-service',
    failure: null,
    metadata: {
      documentDate: '2025-02-11',
      author: 'Calder Heating Services Ltd',
      provider: null,
      units: ['UNI-6'],
      technicalInstallations: ['TI-21'],
      equipment: [],
    },
    findings: [
      finding('1', 'high', 'Low level ventilation grille in plant room blocked by stored cardboard and a pallet.', {
        location: 'Plant room',
        reference: '1',
        grade: 'AT RISK (AR)',
      }),
      finding(
        '2',
        'critical',
        'Boiler B2: poor combustion, CO/CO2 ratio above 0.008. Boiler turned off and labelled DO NOT USE. Warning notice issued.',
        { location: 'Boiler B2', reference: '2', grade: 'IMMEDIATELY DANGEROUS (ID)' },
      ),
      finding('3', 'low', 'Gas pipework in plant room not identified (no yellow ochre banding / flow arrows).', {
        location: 'Plant room',
        reference: '3',
        grade: 'NOT TO CURRENT STANDARDS (NCS)',
      }),
    ],
  },
};
