import { z } from 'zod';
import { IngestionStages, ProcessingStatuses } from './exam-parts';
import type { SessionSocketServerToClient } from './session-sockets';
import { storableText } from './storable-text';

/** The developer's live channel. Sockets authenticate with the session token in the handshake. */
export const OPS_NAMESPACE = '/ops';

export const OpsEvents = {
  progress: 'queue:progress',
  done: 'queue:done',
  failed: 'queue:failed',
} as const;

export const QueueProgressSchema = z.object({
  queue: storableText(),
  jobId: storableText(),
  examPartId: storableText(),
  stage: z.enum(IngestionStages),
  /** 0-100 over the whole job. */
  percent: z.number().min(0).max(100),
});
export type QueueProgress = z.infer<typeof QueueProgressSchema>;

export const QueueDoneSchema = z.object({
  queue: storableText(),
  jobId: storableText(),
  examPartId: storableText(),
  status: z.enum(ProcessingStatuses),
});
export type QueueDone = z.infer<typeof QueueDoneSchema>;

export const QueueFailedSchema = QueueDoneSchema.extend({
  /** The ingestion step that failed; the steps after it were not reached. */
  stage: z.enum(IngestionStages),
  errors: z.array(z.object({ file: storableText(), path: storableText(), message: storableText() })),
});
export type QueueFailed = z.infer<typeof QueueFailedSchema>;

/** Developers only listen on /ops: a socket sends nothing. */
export type OpsClientToServer = Record<never, never>;

/** Live traffic: every api replica's sample, merged across the cluster, pushed every TRAFFIC_INTERVAL_MS. */
export const OpsTrafficEvents = { traffic: 'ops:traffic' } as const;
/** How often replicas report and developers are told. */
export const TRAFFIC_INTERVAL_MS = 2000;
/** How long the developer's page keeps the series (client-side). */
export const TRAFFIC_HISTORY_MS = 15 * 60 * 1000;

const rate = z.number().min(0);
/** Milliseconds, or null when nothing was measured in the window. */
const latency = z.number().min(0).nullable();

export const TrafficFiguresSchema = z.object({
  /** Connected /exam sockets (candidates) and /invigilate sockets (invigilators). */
  candidates: z.number().int().min(0),
  invigilators: z.number().int().min(0),
  /** Developer /ops sockets. */
  developers: z.number().int().min(0),
  answersPerSecond: rate,
  /** From receiving an answer to acknowledging it after its batch commits. */
  ackP50Ms: latency,
  ackP99Ms: latency,
  /** From a change being produced to its roster patch leaving for the invigilators' sockets. */
  deliveryP99Ms: latency,
  /** Event-loop delay (p99 over the window; for the total, the worst replica). */
  eventLoopP99Ms: latency,
});
export type TrafficFigures = z.infer<typeof TrafficFiguresSchema>;

export const ReplicaTrafficSchema = TrafficFiguresSchema.extend({
  replica: storableText(),
  /** When the replica took its sample (ISO). */
  at: storableText(),
});
export type ReplicaTraffic = z.infer<typeof ReplicaTrafficSchema>;

export const TenantTrafficSchema = z.object({
  tenantId: storableText(),
  name: storableText(),
  candidatesOnline: z.number().int().min(0),
  answersPerSecond: rate,
  sittingsInProgress: z.number().int().min(0),
});
export type TenantTraffic = z.infer<typeof TenantTrafficSchema>;

export const LiveTrafficSchema = z.object({
  at: storableText(),
  total: TrafficFiguresSchema,
  replicas: z.array(ReplicaTrafficSchema),
  tenants: z.array(TenantTrafficSchema),
});
export type LiveTraffic = z.infer<typeof LiveTrafficSchema>;

/** The developer's live traffic view (not in spec 3: its texts live here, once). */
export const LiveTrafficTexts = {
  title: 'Live Traffic',
  subtitle: 'Every api replica, measured where it happens, pushed every 2 seconds over the live channel',
  waiting: 'Waiting for the first report from the api replicas...',
  disconnected: 'The live channel is disconnected: reconnecting. The charts resume when it is back.',
  scopeLabel: 'Show',
  scopeTotal: 'All replicas (total)',
  candidates: 'Candidates connected',
  invigilators: 'Invigilators connected',
  answersPerSecond: 'Answers per second',
  ackP50: 'Ack p50 (ms)',
  ackP99: 'Ack p99 (ms)',
  deliveryP99: 'Invigilator delivery p99 (ms)',
  eventLoopP99: 'Event-loop delay p99 (ms)',
  connectedChart: 'Connected sockets',
  latencyChart: 'Latency (ms)',
  eventLoopChart: 'Event-loop delay p99 (ms)',
  chartsLoading: 'Loading charts...',
  chartsFailed: 'The charts could not be loaded.',
  retry: 'Retry',
  replicasCaption: 'Api replicas',
  replica: 'Replica',
  lastReport: 'Last report',
  tenantsCaption: 'Tenants live now',
  tenant: 'Tenant',
  candidatesOnline: 'Candidates online',
  sittingsInProgress: 'Sittings in progress',
  noTenants: 'No tenant has a candidate online or a sitting in progress.',
  notMeasured: '—',
  history: 'The last 15 minutes, kept in this browser tab: reloading it starts the charts again.',
} as const;

/** What the server tells a developer's page on /ops. */
export interface OpsServerToClient extends SessionSocketServerToClient {
  [OpsEvents.progress]: (event: QueueProgress) => void;
  [OpsEvents.done]: (event: QueueDone) => void;
  [OpsEvents.failed]: (event: QueueFailed) => void;
  [OpsTrafficEvents.traffic]: (event: LiveTraffic) => void;
}
