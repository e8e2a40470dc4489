import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/embedded/data-dir-lock';
import { shutDownGracefully } from './plugins/shutdown';
import { startLine } from './start-line';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp({ config });
  } catch (error) {
    // Another server has this DATA_DIR: say so in one line, not with a stack trace.
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // SIGTERM: readiness fails at once, clients are told to close their connections, in-flight
  // requests finish, then the database closes (onClose). Stuck requests get 10 s more.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), config.shutdownGraceMs + 10_000);
    forceExit.unref();
    await shutDownGracefully(app, { graceMs: config.shutdownGraceMs });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The first line says which mode this is, so a demo started on a server is not mistaken.
  app.log.info(startLine(config));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Nibras is running at ${config.appUrl}`);
}

await main();
