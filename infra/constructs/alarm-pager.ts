import { Stack } from 'aws-cdk-lib';
import { AlarmRule, AlarmState, CompositeAlarm, type IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';

/**
 * Alarms one composite reads at most. CloudWatch takes 100 in a rule of 10,240 characters; a rule
 * names each alarm by its ARN (about 150 characters with a stage's stack name), so 40 keep a rule
 * under 6,500 characters however the names grow.
 */
const alarmsPerComposite = 40;

/** `items` in consecutive groups of at most `size`. */
export const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * The one alarm that tells a person: in ALARM while any alarm it is given is, through a tree of
 * composites of at most `alarmsPerComposite` alarms each, however many functions there are. Only
 * its root has actions (docs/monitoring.md, Alarms).
 */
export class AlarmPager extends Construct {
  readonly root: CompositeAlarm;
  readonly composites: CompositeAlarm[] = [];

  constructor(scope: Construct, id: string, alarms: readonly IAlarm[], description: string) {
    super(scope, id);
    let level: IAlarm[] = [...alarms];
    let depth = 0;
    while (level.length > alarmsPerComposite) {
      depth += 1;
      level = chunksOf(level, alarmsPerComposite).map((group, index) =>
        this.composite(`Group${depth}x${index + 1}`, group, `${description} (group ${index + 1} of level ${depth})`),
      );
    }
    this.root = this.composite('Root', level, description);
  }

  private composite(id: string, alarms: readonly IAlarm[], description: string): CompositeAlarm {
    const composite = new CompositeAlarm(this, id, {
      // CDK would name it from the construct path; the stack's name puts the stage first (README.md, Stages).
      compositeAlarmName: `${Stack.of(this).stackName}-${this.node.id}${id}`,
      alarmRule: AlarmRule.anyOf(...alarms.map((alarm) => AlarmRule.fromAlarm(alarm, AlarmState.ALARM))),
      alarmDescription: description,
    });
    this.composites.push(composite);
    return composite;
  }
}
