import {
  IdParamSchema,
  OkSchema,
  PublishAssemblyRequestSchema,
  PublishAssemblyResponseSchema,
  SaveAssemblyRequestSchema,
  TestAssemblyListResponseSchema,
  TestAssemblyPaths,
  TestAssemblyResponseSchema,
  QueueJobParamSchema,
  QueueJobResponseSchema,
  QueueJobsQuerySchema,
  QueueJobsResponseSchema,
  QueueListResponseSchema,
  QueueMonitorPaths,
  QueueParamSchema,
} from '@cdi/contracts';
import type { ApiRoute } from './api-routes';

const developer = ['developer'] as const;

/** The developer's operations calls: the queue monitor (issue 13). */
export const QUEUE_MONITOR_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: QueueMonitorPaths.queues,
    tag: 'operations',
    summary: 'Every queue of the catalogue: job counts by state and throughput per minute (BullMQ metrics)',
    access: developer,
    response: QueueListResponseSchema,
  },
  {
    method: 'get',
    path: QueueMonitorPaths.jobs,
    tag: 'operations',
    summary: "A queue's latest jobs in one state, with progress and, for a failed job, its reason",
    access: developer,
    params: QueueParamSchema,
    query: QueueJobsQuerySchema,
    response: QueueJobsResponseSchema,
  },
  {
    method: 'post',
    path: QueueMonitorPaths.retry,
    tag: 'operations',
    summary: 'Runs a failed job again (audited queue.retry)',
    access: developer,
    params: QueueJobParamSchema,
    status: 200,
    response: QueueJobResponseSchema,
  },
  {
    method: 'delete',
    path: QueueMonitorPaths.job,
    tag: 'operations',
    summary: 'Removes a job that is not running (audited queue.remove)',
    access: developer,
    params: QueueJobParamSchema,
    response: OkSchema,
  },
];

const JSON_BODY = ['application/json'] as const;

/** The developer's test assemblies (spec 3 §7, with the view, edit, delete and publish it left out). */
export const TEST_ASSEMBLY_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: TestAssemblyPaths.list,
    tag: 'operations',
    summary: 'Every test assembly, newest first, with its components',
    access: developer,
    response: TestAssemblyListResponseSchema,
  },
  {
    method: 'post',
    path: TestAssemblyPaths.list,
    tag: 'operations',
    summary: 'Creates a test assembly from exam parts (audited assembly.create)',
    access: developer,
    body: { schema: SaveAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: TestAssemblyResponseSchema,
  },
  {
    method: 'get',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'One test assembly with its components',
    access: developer,
    params: IdParamSchema,
    response: TestAssemblyResponseSchema,
  },
  {
    method: 'put',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'Replaces a test assembly and its components (audited assembly.update)',
    access: developer,
    params: IdParamSchema,
    body: { schema: SaveAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: TestAssemblyResponseSchema,
  },
  {
    method: 'delete',
    path: TestAssemblyPaths.one,
    tag: 'operations',
    summary: 'Deletes a test assembly; tests published from it stay (audited assembly.delete)',
    access: developer,
    params: IdParamSchema,
    response: OkSchema,
  },
  {
    method: 'post',
    path: TestAssemblyPaths.publish,
    tag: 'operations',
    summary: "Makes a test of the tenant from the assembly's parts, for its admins to assign (audited assembly.publish)",
    access: developer,
    params: IdParamSchema,
    body: { schema: PublishAssemblyRequestSchema, contentTypes: JSON_BODY },
    response: PublishAssemblyResponseSchema,
  },
];
