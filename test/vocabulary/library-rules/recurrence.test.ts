import { describe, expect, it } from 'vitest';
import { recurrenceProblems } from '#shared/vocabulary/library-rules/recurrence.ts';

describe('preventive rule recurrence (RFC 5545 RRULE)', () => {
  it.each([
    'FREQ=YEARLY',
    'RRULE:FREQ=YEARLY;INTERVAL=5',
    'rrule:freq=monthly;bymonthday=1,15,-1',
    'FREQ=MONTHLY;BYDAY=1MO,-1FR',
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    'FREQ=YEARLY;BYWEEKNO=1,53;BYDAY=MO',
    'FREQ=YEARLY;BYYEARDAY=-366,1',
    'FREQ=WEEKLY;INTERVAL=6;BYDAY=MO;WKST=SU',
    'FREQ=DAILY;BYHOUR=0,23;BYMINUTE=59;BYSECOND=60',
    'FREQ=DAILY;COUNT=10',
    'FREQ=YEARLY;UNTIL=20300101',
    'FREQ=YEARLY;UNTIL=20300101T080000Z',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
  ])('accepts %s', (rule) => {
    expect(recurrenceProblems(rule)).toEqual([]);
  });

  it.each([
    ['INTERVAL=2', /FREQ is required/],
    ['FREQ=SOMETIMES', /FREQ must be one of YEARLY, MONTHLY, WEEKLY, DAILY/],
    ['FREQ=HOURLY', /FREQ must be one of/],
    ['FREQ=DAILY;FOO=BAR', /FOO is not an RFC 5545 rule part/],
    ['FREQ=DAILY;BYEASTER=0', /BYEASTER is not an RFC 5545 rule part/],
    ['FREQ=DAILY;FREQ=WEEKLY', /FREQ is given more than once/],
    ['FREQ=DAILY;;COUNT=2', /"" is not a NAME=VALUE rule part/],
    ['garbage', /"garbage" is not a NAME=VALUE rule part/],
    ['FREQ=DAILY;COUNT=x', /COUNT must be a positive integer/],
    ['FREQ=DAILY;COUNT=0', /COUNT must be a positive integer/],
    ['FREQ=DAILY;INTERVAL=-1', /INTERVAL must be a positive integer/],
    ['FREQ=DAILY;BYMONTH=13', /BYMONTH: 13 is outside 1..12/],
    ['FREQ=DAILY;BYMONTH=-1', /BYMONTH: -1 is outside 1..12/],
    ['FREQ=DAILY;BYHOUR=24', /BYHOUR: 24 is outside 0..23/],
    ['FREQ=MONTHLY;BYMONTHDAY=0', /BYMONTHDAY: 0 is outside 1..31 or -31..-1/],
    ['FREQ=MONTHLY;BYMONTHDAY=1.5', /BYMONTHDAY: "1.5" is not an integer/],
    ['FREQ=DAILY;BYDAY=XX', /BYDAY: "XX" is not a weekday/],
    ['FREQ=DAILY;BYDAY=1MO', /only MONTHLY and YEARLY rules/],
    ['FREQ=DAILY;WKST=ZZ', /WKST must be one of/],
    ['FREQ=DAILY;UNTIL=notadate', /UNTIL must be a date/],
    ['FREQ=DAILY;UNTIL=20261301T000000Z', /UNTIL must be a date/],
    ['FREQ=DAILY;UNTIL=20260230', /UNTIL must be a date/],
    ['FREQ=DAILY;COUNT=3;UNTIL=20300101', /UNTIL and COUNT must not both be given/],
    ['FREQ=MONTHLY;BYWEEKNO=3', /BYWEEKNO is only allowed with FREQ=YEARLY/],
    ['FREQ=MONTHLY;BYYEARDAY=3', /BYYEARDAY is not allowed with FREQ=MONTHLY/],
    ['FREQ=WEEKLY;BYMONTHDAY=3', /BYMONTHDAY is not allowed with FREQ=WEEKLY/],
    ['FREQ=YEARLY;BYWEEKNO=20;BYDAY=1MO', /must not number weekdays when BYWEEKNO/],
    ['FREQ=MONTHLY;BYSETPOS=1', /BYSETPOS needs another BYxxx part/],
    ['DTSTART:20260101T000000Z\nRRULE:FREQ=YEARLY', /one RRULE value/],
  ])('refuses %s, naming the problem', (rule, problem) => {
    const problems = recurrenceProblems(rule);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(problem);
  });
});
