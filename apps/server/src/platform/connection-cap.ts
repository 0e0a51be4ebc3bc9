import type { Server } from 'node:http';

/**
 * Refuses a new client socket at once while its address already holds `max` open ones, so one client holding idle
 * connections cannot take the whole server-wide allowance (`maxConnections`) from everyone else. Only for sockets
 * that come straight from clients: behind a proxy every socket has the proxy's address, and the proxy caps per client.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= max) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
