import { z } from 'zod';
import { storableText } from './storable-text';
import { defineRoute } from './routes/define-route';

/**
 * The developer's System Statistics (/dev/stats): every figure is measured when it is asked for or
 * sampled by the api as it runs; none is a constant. A figure with nothing real behind it in this
 * product (subscription plans, 'AI processed') is null, and the page says so rather than showing 0.
 */
export const SystemStatsPaths = { stats: '/developer/system-stats' } as const;

/** Uploads count as recent for this long (spec: recent uploads window 24 h). */
export const RECENT_UPLOADS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The "last hour" of uploads, compared with the hour before it for the trend. */
export const HOURLY_UPLOADS_WINDOW_MS = 60 * 60 * 1000;
/**
 * A user is active when they signed in within this window (users.last_login); a tenant is active
 * when at least one of its users is. Thirty days covers a centre's monthly exam cycle.
 */
export const ACTIVE_USER_WINDOW_DAYS = 30;
export const ACTIVE_USER_WINDOW_MS = ACTIVE_USER_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** Average api response time is over the requests of this window (every replica, through Redis). */
export const RESPONSE_TIME_WINDOW_MS = 15 * 60 * 1000;
/** Uptime is the share of the api's own health checks (Postgres and Redis) that passed in this window. */
export const UPTIME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often each api replica checks its dependencies for the uptime figure. */
export const UPTIME_CHECK_INTERVAL_MS = 30_000;

export const SystemStatsTexts = {
  failedToLoad: 'Failed to load system stats',
  noData: 'No system data available',
  notAvailable: 'System statistics are not available at the moment.',
  failedToFetch: 'Failed to fetch system stats',
  notApplicable: 'Not applicable',
  retry: 'Retry',
  // Cards
  totalExams: 'Total Exams',
  totalUsers: 'Total Users',
  totalTenants: 'Total Tenants',
  recentUploads: 'Recent Uploads (24h)',
  completionRate: 'completion rate',
  activeRate: 'active rate',
  lastHour: 'in the last hour',
  trendUp: 'Uploads trending up',
  trendDown: 'Uploads trending down',
  // Panels
  examBreakdown: 'Exam Breakdown',
  listening: 'Listening',
  reading: 'Reading',
  writing: 'Writing',
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  userStatistics: 'User Statistics',
  admins: 'Admins',
  testTakers: 'Test Takers',
  developers: 'Developers',
  activeUsers: 'Active Users',
  activeRateLabel: 'Active Rate',
  tenantStatistics: 'Tenant Statistics',
  total: 'Total',
  activeTenants: 'Active Tenants',
  freePlan: 'Free Plan',
  proPlan: 'Pro Plan',
  enterprisePlan: 'Enterprise Plan',
  systemPerformance: 'System Performance',
  cpuUsage: 'CPU Usage',
  memoryUsage: 'Memory Usage',
  diskUsage: 'Disk Usage',
  storageAndProcessing: 'Storage & Processing',
  audioFiles: 'Audio Files',
  solutionFiles: 'Solution Files',
  imageFiles: 'Image Files',
  aiProcessed: 'AI Processed',
  avgResponseTime: 'Avg Response Time',
  cacheHitRate: 'Cache Hit Rate',
  uptime: 'Uptime',
  // Status strip
  systemStatus: 'System Status',
  database: 'Database',
  apiServices: 'API Services',
  network: 'Network',
  aiProcessing: 'AI Processing',
  healthy: 'Healthy',
  error: 'Error',
  checking: 'Checking…',
  activeWindowNote: `Active: signed in within the last ${ACTIVE_USER_WINDOW_DAYS} days.`,
  measuredAt: 'Measured',
} as const;

/** A percentage with one decimal, 0-100. */
const percent = z.number().min(0).max(100);
const count = z.number().int().min(0);

export const UploadTrends = ['up', 'down'] as const;

export const SystemStatsSchema = z.object({
  database: z.object({
    total_exams: count,
    listening_exams: count,
    reading_exams: count,
    writing_exams: count,
    completed_exams: count,
    /** Waiting for or in ingestion. */
    pending_exams: count,
    /** Ingestion refused them (counted, never fixed). */
    failed_exams: count,
    /** completed / total; null with no exams. */
    completion_rate: percent.nullable(),
  }),
  users: z.object({
    total_users: count,
    admin_users: count,
    test_taker_users: count,
    developer_users: count,
    /** Signed in within ACTIVE_USER_WINDOW_DAYS. */
    active_users: count,
    active_rate: percent.nullable(),
  }),
  tenants: z.object({
    total_tenants: count,
    active_tenants: count,
    active_rate: percent.nullable(),
    /** The product has no subscription plans: null, shown as not applicable. */
    free_plan: z.null(),
    pro_plan: z.null(),
    enterprise_plan: z.null(),
  }),
  activity: z.object({
    /** Exam parts uploaded in the last 24 h. */
    recent_uploads: count,
    /** ...in the last hour. */
    hourly_uploads: count,
    /** ...in the hour before that. */
    previous_hour_uploads: count,
    /** 'up' when the last hour had at least as many uploads as the hour before, else 'down'. */
    upload_trend: z.enum(UploadTrends),
  }),
  storage: z.object({
    audio_files: count,
    solution_files: count,
    image_files: count,
    /** Nothing in this product is processed by AI: null, shown as not applicable. */
    ai_processed: z.null(),
  }),
  performance: z.object({
    /** Host CPU busy share, sampled over a few seconds. */
    cpu_usage: percent,
    /** Host memory in use (total minus available). */
    memory_usage: percent,
    /** Use of the disk holding the file store; null if it cannot be read. */
    disk_usage: percent.nullable(),
    /** Mean api request duration over RESPONSE_TIME_WINDOW_MS, in ms; null before any request. */
    avg_response_time: z.number().min(0).nullable(),
    /** Redis keyspace hits / (hits + misses); null before any lookup. */
    cache_hit_rate: percent.nullable(),
    /** Passed health checks / all over UPTIME_WINDOW_MS; null before the first check. */
    uptime_percentage: percent.nullable(),
  }),
  measured_at: storableText(),
});
export type SystemStats = z.infer<typeof SystemStatsSchema>;

export const SystemStatsResponseSchema = z.object({
  success: z.literal(true),
  /** Absent or null when there are no figures to give; the page then shows its empty view. */
  stats: SystemStatsSchema.nullish(),
});
export type SystemStatsResponse = z.infer<typeof SystemStatsResponseSchema>;

/** A share as a percentage with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export const SystemStatsRoutes = {
  stats: defineRoute({
    method: 'get',
    path: SystemStatsPaths.stats,
    tag: 'systemStats',
    summary: 'Measured platform figures: exam parts, users, tenants, uploads, files, host and api performance',
    access: ['developer'],
    response: SystemStatsResponseSchema,
  }),
};
