import type { FastifyInstance } from 'fastify';

/** pino keeps its output stream and level behind symbols; swap the stream to read the lines. */
export function captureLogs(app: FastifyInstance): string[] {
  const lines: string[] = [];
  let holder: object | null = app.log;
  while (holder) {
    const stream = Object.getOwnPropertySymbols(holder).find(
      (symbol) => symbol.description === 'pino.stream',
    );
    if (stream) {
      Object.defineProperty(holder, stream, {
        value: { write: (line: string) => lines.push(line) },
        configurable: true,
        writable: true,
      });
      break;
    }
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  app.log.level = 'info';
  return lines;
}
