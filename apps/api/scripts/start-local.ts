import { spawn } from 'node:child_process';

/**
 * `npm start` at the repository root: the built server exactly as `npm run start` starts it,
 * with the development stand-in for Google, Apple and Meta beside it (as the mailbox stands in
 * for SMTP), so the login screen's provider buttons work on a fresh machine. In production, or
 * once any provider's variables are set, the server starts alone; SIGN_IN_STAND_IN=off too.
 */
const providerVariables = ['GOOGLE_CLIENT_ID', 'APPLE_CLIENT_ID', 'META_CLIENT_ID'];
const wanted =
  process.env.NODE_ENV !== 'production' &&
  process.env.SIGN_IN_STAND_IN !== 'off' &&
  !providerVariables.some((name) => process.env[name]);

async function startStandIn() {
  // Loaded only when wanted: the stand-in is a development dependency.
  const { startMockProvider } = await import('../src/test/mock-provider');
  const port = Number(process.env.MOCK_PROVIDER_PORT ?? 4999);
  try {
    const provider = await startMockProvider({ host: '127.0.0.1', port });
    console.log(
      `Google, Apple and Meta sign-in go to the development stand-in at ${provider.issuer}`,
    );
    return provider;
  } catch (error) {
    console.warn(`No sign-in stand-in (port ${port}: ${String(error)}); the app starts without it`);
    return undefined;
  }
}

const provider = wanted ? await startStandIn() : undefined;
// Its own process group (npm, its shell, the server), so a signal reaches the server itself.
const server = spawn('npm', ['run', 'start'], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, ...provider?.environment },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server.pid) process.kill(-server.pid, signal);
  });
}
server.on('exit', (code, signal) => {
  void (provider?.stop() ?? Promise.resolve()).finally(() =>
    process.exit(code ?? (signal ? 1 : 0)),
  );
});
