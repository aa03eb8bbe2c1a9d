import { describe, expect, it } from 'vitest';
import { priorityOfGrade } from '#shared/use-cases/analyses/rule-based/grading-scales.ts';
import { legendOf } from '#shared/use-cases/analyses/rule-based/legend.ts';

/** The grading scales and their mapping to our priorities (docs/analyses.md, "Grading scales"). */
describe('grading scales', () => {
  it.each([
    ['Priorité 1', 'critical'],
    ['P2', 'high'],
    ['Immédiat', 'critical'],
    ['1 mois', 'high'],
    ['3 mois', 'medium'],
    ['Recommandation', 'low'],
    ['D1', 'critical'],
    ['D2', 'high'],
    ['D3', 'medium'],
    ['Observation', 'low'],
    ['gefährlich', 'critical'],
    ['erheblicher Mangel', 'high'],
    ['geringfügig', 'medium'],
    ['Hinweis', 'low'],
    ['Mängelklasse 1', 'critical'],
    ['C1', 'critical'],
    ['C2', 'high'],
    ['FI', 'medium'],
    ['C3', 'low'],
    ['Immediate', 'critical'],
    ['High', 'high'],
    ['Medium', 'medium'],
    ['Low', 'low'],
    ['of immediate danger', 'critical'],
    ['could become a danger by 30/06/2025', 'high'],
    ['URGENT', 'critical'],
    ['HIGH PRIORITY', 'high'],
    ['sofort', 'critical'],
    ['4 Wochen', 'high'],
    ['IMMEDIATELY DANGEROUS (ID)', 'critical'],
    ['AT RISK (AR)', 'high'],
    ['NOT TO CURRENT STANDARDS (NCS)', 'low'],
  ] as const)('maps %s to %s', (grade, priority) => {
    expect(priorityOfGrade(grade)).toBe(priority);
  });

  it('reads single letters and bare digits as grades in a grade column only', () => {
    expect(priorityOfGrade('A')).toBe('critical');
    expect(priorityOfGrade('2')).toBe('high');
    expect(priorityOfGrade('A', new Map(), false)).toBeNull();
    expect(priorityOfGrade('2', new Map(), false)).toBeNull();
  });

  it('gives no priority to words that are no grade', () => {
    expect(priorityOfGrade('Chaufferie')).toBeNull();
    expect(priorityOfGrade('Voir observation 3')).toBeNull();
  });
});

describe('a report’s legend', () => {
  it('maps a legend of four grades onto ours in its order, whatever its words', () => {
    const legend = legendOf([
      'Classement des défauts',
      '• D1 : défaut présentant un danger pour la sécurité des personnes — correction immédiate.',
      '• D2 : défaut devant être corrigé dans un délai de 3 mois.',
      '• D3 : défaut mineur à corriger lors d’une prochaine intervention.',
      '• Obs : observation sans caractère de défaut.',
      'Synthèse',
    ]);
    expect(Object.fromEntries(legend)).toEqual({ d1: 'critical', d2: 'high', d3: 'medium', obs: 'low' });
  });

  it('reads each grade of a legend of another size by its description, and a bare code by its name', () => {
    const legend = legendOf([
      'Mängelklassen',
      'Mängelklasse 1: gefährlicher Mangel – Anlagenteil sofort außer Betrieb nehmen.',
      'Mängelklasse 2: Mangel – Beseitigung innerhalb von 4 Wochen.',
      'H: Hinweis / Empfehlung ohne Mangelcharakter.',
    ]);
    expect(legend.get('mangelklasse 1')).toBe('critical');
    expect(legend.get('2')).toBe('high');
    expect(legend.get('h')).toBe('low');
  });

  it('keeps a word of priority to its own meaning, and sets "further investigation" beside the scale', () => {
    expect(
      Object.fromEntries(
        legendOf(['Priorities: High – within 1 month; Medium – within 3 months; Low – within 6 months.']),
      ),
    ).toEqual({});
    const codes = legendOf([
      'Classification codes',
      'C1 – Danger present. Risk of injury. Immediate remedial action required.',
      'C2 – Potentially dangerous – urgent remedial action required.',
      'C3 – Improvement recommended.',
      'FI – Further investigation required without delay.',
    ]);
    expect(Object.fromEntries(codes)).toEqual({ c1: 'critical', c2: 'high', c3: 'low', fi: 'medium' });
  });

  it('reads a legend of several grades on one line, and nothing from a numbered list of findings', () => {
    expect(Object.fromEntries(legendOf(['Délais : 1 = immédiat ; 2 = sous 1 mois ; 3 = sous 6 mois']))).toEqual({
      '1': 'critical',
      '2': 'high',
      '3': 'medium',
    });
    expect(legendOf(['1 - Porte coupe-feu bloquée, danger en cas d’incendie', '2 - Extincteur absent']).size).toBe(0);
  });
});
