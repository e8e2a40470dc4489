import type { AppConfig } from '../config';
import type { Database } from './client';

/**
 * Applied at every start, idempotently: reference data in every environment, demo data only
 * where config.devTools is on. Each slice adds its own seed step here.
 */
export async function seedDatabase(_db: Database, _config: AppConfig): Promise<void> {}
