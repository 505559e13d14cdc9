import { SOCKET_EVENT_BUDGETS } from '@cdi/contracts';
import type { Socket } from 'socket.io';
import { SocketBudgets } from './socket-budgets';

/** Only what the budgets read of a socket: its data, id and namespace name. */
const newSocket = () => ({ id: 'socket-1', nsp: { name: '/exam' }, data: {} }) as unknown as Socket;

describe('SocketBudgets', () => {
  it('allows a burst, then drops and counts, then refills with time', () => {
    const budgets = new SocketBudgets();
    const socket = newSocket();
    const { burst, perSecond } = SOCKET_EVENT_BUDGETS.heartbeat;
    const at = 1_000_000;
    for (let i = 0; i < burst; i++) expect(budgets.take(socket, 'heartbeat', at)).toBe(true);
    expect(budgets.take(socket, 'heartbeat', at)).toBe(false);
    expect(budgets.take(socket, 'heartbeat', at)).toBe(false);
    expect(budgets.dropped().heartbeat).toBe(2);
    expect(budgets.take(socket, 'heartbeat', at + 1000 / perSecond)).toBe(true);
    expect(budgets.take(socket, 'heartbeat', at + 1000 / perSecond)).toBe(false);
  });

  it('keeps each kind and each socket apart', () => {
    const budgets = new SocketBudgets();
    const [one, two] = [newSocket(), newSocket()];
    for (let i = 0; i < SOCKET_EVENT_BUDGETS.join.burst; i++) budgets.take(one, 'join', 0);
    expect(budgets.take(one, 'join', 0)).toBe(false);
    expect(budgets.take(one, 'answer', 0)).toBe(true);
    expect(budgets.take(two, 'join', 0)).toBe(true);
    expect(budgets.dropped()).toMatchObject({ join: 1, answer: 0 });
  });
});
