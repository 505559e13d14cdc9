import { ReplicaPeers } from './replica-peers';

/** A count of subscribed replicas that starts and ends with nothing heard in between. */
function count(peers: ReplicaPeers, subscribed: number): void {
  peers.counted(subscribed, peers.countStarted());
}

describe('ReplicaPeers: whether roster patches go to other replicas', () => {
  it('sends them until a count finds this replica alone', () => {
    const peers = new ReplicaPeers();
    expect(peers.othersMayListen).toBe(true);
    count(peers, 1);
    expect(peers.othersMayListen).toBe(false);
  });

  it('sends them again as soon as another replica is heard from, or counted', () => {
    const peers = new ReplicaPeers();
    count(peers, 1);
    peers.heard();
    expect(peers.othersMayListen).toBe(true);
    count(peers, 1);
    count(peers, 3);
    expect(peers.othersMayListen).toBe(true);
  });

  it('ignores a count of one that was under way when another replica spoke', () => {
    const peers = new ReplicaPeers();
    const started = peers.countStarted();
    peers.heard(); // a newcomer's hello, after Redis counted the subscribers
    peers.counted(1, started);
    expect(peers.othersMayListen).toBe(true);
  });

  it('keeps sending when the count finds no replica subscribed, not even this one (its subscription is away)', () => {
    const peers = new ReplicaPeers();
    count(peers, 0);
    expect(peers.othersMayListen).toBe(true);
  });
});
