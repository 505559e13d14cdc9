import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  EXAM_NAMESPACE,
  INVIGILATE_NAMESPACE,
  OPS_NAMESPACE,
  type OpsClientToServer,
  type OpsServerToClient,
  OpsTrafficEvents,
  TRAFFIC_INTERVAL_MS,
} from '@cdi/contracts';
import { opsDevelopersRoom } from '@cdi/db';
import { REDIS } from '@cdi/connections';
import type { Redis } from 'ioredis';
import type { Namespace, Server } from 'socket.io';
import type { Actor } from '../auth/actor';
import { SocketEmitter } from '../live/socket-emitter';
import { TrafficMeter } from '../live/traffic-meter';
import { mergeTraffic, readReports, type ReplicaReport, tenantIdsOf } from './traffic-merge';
import { TrafficRepository } from './traffic.repository';

/** The hash of replica reports, one field per replica (under the deployment's key prefix). */
export const TRAFFIC_KEY = 'ops:traffic';
/** A report older than this is a replica that stopped: it leaves the view and the hash. */
const STALE_AFTER_MS = 3 * TRAFFIC_INTERVAL_MS;

/**
 * Every interval: takes this replica's sample, publishes it to Redis (one HSET per replica per
 * interval, whatever the traffic), and when developers watch /ops on this replica, reads every
 * replica's report, merges them with the tenants' sittings in progress and pushes the cluster's view
 * to those developers. Nothing runs per answer here.
 */
@Injectable()
export class TrafficReporter implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrafficReporter');
  readonly replica = `${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly meter: TrafficMeter,
    private readonly sockets: SocketEmitter,
    private readonly traffic: TrafficRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), TRAFFIC_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.redis.hdel(TRAFFIC_KEY, this.replica).catch(() => undefined);
  }

  /** This replica's sockets by namespace, as Prometheus and the report count them. */
  socketCounts(): { exam: number; invigilate: number; ops: number } {
    const server = this.server();
    if (!server) return { exam: 0, invigilate: 0, ops: 0 };
    return {
      exam: server.of(EXAM_NAMESPACE).sockets.size,
      invigilate: server.of(INVIGILATE_NAMESPACE).sockets.size,
      ops: server.of(OPS_NAMESPACE).sockets.size,
    };
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const report = this.report();
      await this.redis.hset(TRAFFIC_KEY, this.replica, JSON.stringify(report));
      await this.redis.pexpire(TRAFFIC_KEY, STALE_AFTER_MS * 5);
      if (report.developers > 0) await this.push();
    } catch (error) {
      this.logger.warn(`Live traffic not reported: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running = false;
    }
  }

  private report(): ReplicaReport {
    const sample = this.meter.take();
    const seconds = Math.max(sample.windowMs, 1) / 1000;
    const perSecond = (n: number) => Math.round((n / seconds) * 100) / 100;
    const tenants: ReplicaReport['tenants'] = {};
    const server = this.server();
    if (server) {
      for (const socket of server.of(EXAM_NAMESPACE).sockets.values()) {
        const tenantId = (socket.data as { actor?: Actor }).actor?.tenantId;
        if (!tenantId) continue;
        (tenants[tenantId] ??= { candidates: 0, answersPerSecond: 0 }).candidates++;
      }
    }
    for (const [tenantId, answers] of sample.answersByTenant) {
      (tenants[tenantId] ??= { candidates: 0, answersPerSecond: 0 }).answersPerSecond = perSecond(answers);
    }
    const counts = this.socketCounts();
    return {
      replica: this.replica,
      at: Date.now(),
      candidates: counts.exam,
      invigilators: counts.invigilate,
      developers: counts.ops,
      answersPerSecond: perSecond(sample.answers),
      ack: sample.ack,
      delivery: sample.delivery,
      eventLoopP99Ms: sample.eventLoopP99Ms,
      tenants,
    };
  }

  /** The cluster's view to this replica's developers. */
  private async push(): Promise<void> {
    const now = Date.now();
    const { fresh, stale } = readReports(await this.redis.hgetall(TRAFFIC_KEY), now, STALE_AFTER_MS);
    if (stale.length > 0) await this.redis.hdel(TRAFFIC_KEY, ...stale);
    const facts = await this.traffic.tenantFacts(tenantIdsOf(fresh));
    const view = mergeTraffic(fresh, facts, now);
    const ops = this.server()?.of(OPS_NAMESPACE) as Namespace<OpsClientToServer, OpsServerToClient> | undefined;
    ops?.local.to(opsDevelopersRoom()).emit(OpsTrafficEvents.traffic, view);
  }

  private server(): Server | null {
    try {
      return this.sockets.server;
    } catch {
      return null;
    }
  }
}
