import { startMockProvider } from '../src/test/mock-provider';

/**
 * A local stand-in for Google, Apple and Meta, for the e2e run and for trying social sign-in on
 * a development machine without real provider accounts. Start it, then the app with the
 * variables it prints (README, "Configuration").
 */
const port = Number(process.env.MOCK_PROVIDER_PORT ?? 4999);
const provider = await startMockProvider({ port, host: '127.0.0.1' });
console.log(`mock sign-in provider at ${provider.issuer}; start the app with:`);
for (const [name, value] of Object.entries(provider.environment)) console.log(`  ${name}=${value}`);

const stop = () => void provider.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
