/**
 * Whether another api replica may be listening for this one's roster patches. Sending them through
 * Redis when nobody else listens costs a publish, Redis' delivery and this replica parsing its own
 * message back, for every answer batch.
 *
 * A replica assumes others listen until a count of the replicas subscribed (its own included) says it
 * is alone; hearing from another replica (its hello, its answer to one, its patches) makes it send
 * again at once. A count started before such a message arrived is stale and ignored, since the reply
 * may predate the newcomer's subscription.
 */
export class ReplicaPeers {
  private alone = false;
  private heardCount = 0;

  /** Whether roster patches must go to the other replicas. */
  get othersMayListen(): boolean {
    return !this.alone;
  }

  /** Another replica spoke: it listens from now on. */
  heard(): void {
    this.alone = false;
    this.heardCount += 1;
  }

  /** Before asking Redis how many replicas are subscribed: pass the result to `counted` with it. */
  countStarted(): number {
    return this.heardCount;
  }

  counted(subscribedReplicas: number, startedAt: number): void {
    if (subscribedReplicas > 1) this.alone = false;
    else if (subscribedReplicas === 1 && startedAt === this.heardCount) this.alone = true;
  }
}
