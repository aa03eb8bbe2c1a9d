import type { Localized } from '#shared/vocabulary/codes/languages.ts';
import { localized } from '#shared/vocabulary/languages/labels.ts';
import type { LanguageLabels } from '#shared/vocabulary/languages/parts.ts';
import { type OrganizationRole, organizationRoles } from '#shared/vocabulary/users/user.ts';

/**
 * The notification types an organization user can configure. They are product vocabulary, not
 * tenant data, so they live in code and ship with each release. docs/decisions.md explains values.
 */
const severities = ['info', 'warning', 'critical'] as const;
/** What the recipient is expected to do: nothing, acknowledge it, or act before a deadline. */
const expectations = ['none', 'acknowledge', 'act_before_deadline'] as const;
const channels = ['in_app', 'email', 'sms'] as const;
/** Which records a subscription covers by default. */
const applyToValues = ['all_units', 'assigned_units', 'followed_records'] as const;

interface NotificationTypeDefinition {
  type: string;
  severity: (typeof severities)[number];
  expectation: (typeof expectations)[number];
  /** The main action the notification offers, as the key the front end maps to a screen. */
  action: string;
  smsAllowed: boolean;
  leadTimeAllowed: boolean;
  rulesAllowed: boolean;
  actionKeysAllowed: boolean;
  defaults: {
    channels: (typeof channels)[number][];
    /** ISO 8601 duration before the event; `P0D` where the notification is immediate. */
    leadTime: string;
    applyTo: (typeof applyToValues)[number];
  };
  followableActions: { key: string; label: Localized }[];
  /** Roles that may configure it: a viewer cannot read contracts or members, so is not told about them. */
  roles: readonly OrganizationRole[];
}

const everyone: readonly OrganizationRole[] = organizationRoles;
const managers: readonly OrganizationRole[] = ['admin', 'manager'];

const followable = (key: string, action: keyof LanguageLabels['followableActions']) => ({
  key,
  label: localized((labels) => labels.followableActions[action]),
});

const follow = {
  comment: followable('comment_added', 'comment'),
  status: followable('status_changed', 'status'),
  document: followable('document_added', 'document'),
  assignee: followable('assignee_changed', 'assignee'),
  report: followable('report_added', 'report'),
};

export const notificationTypes: readonly NotificationTypeDefinition[] = [
  {
    type: 'anomaly_created',
    severity: 'warning',
    expectation: 'acknowledge',
    action: 'open_anomaly',
    smsAllowed: false,
    leadTimeAllowed: false,
    rulesAllowed: true,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P0D', applyTo: 'assigned_units' },
    followableActions: [follow.status, follow.comment, follow.assignee],
    roles: everyone,
  },
  {
    type: 'anomaly_critical',
    severity: 'critical',
    expectation: 'act_before_deadline',
    action: 'open_anomaly',
    smsAllowed: true,
    leadTimeAllowed: false,
    rulesAllowed: true,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app', 'email', 'sms'], leadTime: 'P0D', applyTo: 'all_units' },
    followableActions: [follow.status, follow.comment],
    roles: everyone,
  },
  {
    type: 'anomaly_overdue',
    severity: 'warning',
    expectation: 'act_before_deadline',
    action: 'open_anomaly',
    smsAllowed: true,
    leadTimeAllowed: true,
    rulesAllowed: true,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P7D', applyTo: 'assigned_units' },
    followableActions: [],
    roles: everyone,
  },
  {
    type: 'intervention_scheduled',
    severity: 'info',
    expectation: 'none',
    action: 'open_intervention',
    smsAllowed: false,
    leadTimeAllowed: true,
    rulesAllowed: true,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app'], leadTime: 'P2D', applyTo: 'assigned_units' },
    followableActions: [follow.status, follow.report],
    roles: everyone,
  },
  {
    type: 'intervention_report_available',
    severity: 'info',
    expectation: 'acknowledge',
    action: 'review_report',
    smsAllowed: false,
    leadTimeAllowed: false,
    rulesAllowed: true,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P0D', applyTo: 'followed_records' },
    followableActions: [follow.comment],
    roles: everyone,
  },
  {
    type: 'commission_upcoming',
    severity: 'warning',
    expectation: 'act_before_deadline',
    action: 'prepare_commission',
    smsAllowed: true,
    leadTimeAllowed: true,
    rulesAllowed: false,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P30D', applyTo: 'all_units' },
    followableActions: [follow.document],
    roles: everyone,
  },
  {
    type: 'commission_unfavorable_decision',
    severity: 'critical',
    expectation: 'act_before_deadline',
    action: 'open_commission',
    smsAllowed: true,
    leadTimeAllowed: false,
    rulesAllowed: false,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app', 'email', 'sms'], leadTime: 'P0D', applyTo: 'all_units' },
    followableActions: [follow.status, follow.document],
    roles: everyone,
  },
  {
    type: 'compliance_due',
    severity: 'warning',
    expectation: 'act_before_deadline',
    action: 'open_compliance',
    smsAllowed: false,
    leadTimeAllowed: true,
    rulesAllowed: true,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P14D', applyTo: 'all_units' },
    followableActions: [follow.status],
    roles: everyone,
  },
  {
    type: 'routine_due',
    severity: 'info',
    expectation: 'act_before_deadline',
    action: 'schedule_intervention',
    smsAllowed: false,
    leadTimeAllowed: true,
    rulesAllowed: true,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app'], leadTime: 'P7D', applyTo: 'assigned_units' },
    followableActions: [],
    roles: everyone,
  },
  {
    type: 'building_work_status_changed',
    severity: 'info',
    expectation: 'none',
    action: 'open_building_work',
    smsAllowed: false,
    leadTimeAllowed: false,
    rulesAllowed: false,
    actionKeysAllowed: true,
    defaults: { channels: ['in_app'], leadTime: 'P0D', applyTo: 'followed_records' },
    followableActions: [follow.status, follow.document],
    roles: everyone,
  },
  {
    type: 'contract_expiring',
    severity: 'warning',
    expectation: 'act_before_deadline',
    action: 'renew_contract',
    smsAllowed: false,
    leadTimeAllowed: true,
    rulesAllowed: true,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app', 'email'], leadTime: 'P60D', applyTo: 'all_units' },
    followableActions: [follow.document],
    roles: managers,
  },
  {
    type: 'member_invitation_accepted',
    severity: 'info',
    expectation: 'none',
    action: 'open_member',
    smsAllowed: false,
    leadTimeAllowed: false,
    rulesAllowed: false,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app'], leadTime: 'P0D', applyTo: 'all_units' },
    followableActions: [],
    roles: managers,
  },
  {
    type: 'report_analysis_completed',
    severity: 'info',
    expectation: 'acknowledge',
    action: 'open_analysis',
    smsAllowed: false,
    leadTimeAllowed: false,
    rulesAllowed: false,
    actionKeysAllowed: false,
    defaults: { channels: ['in_app'], leadTime: 'P0D', applyTo: 'followed_records' },
    followableActions: [],
    roles: everyone,
  },
];
