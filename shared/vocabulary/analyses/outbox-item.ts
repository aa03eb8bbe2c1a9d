/**
 * The outbox item written with each queued analysis, in the same transaction: the promise that a
 * message will be sent. The relay keeps it until the queue has accepted the message. It has a
 * module of its own so that the repository that writes it and the relay that sends it both sit
 * above it.
 */
export interface OutboxItem {
  analysisId: string;
  organizationId: string;
  createdAt: string;
}
