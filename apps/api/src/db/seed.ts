import type { AppConfig } from '../config';
import { seedAreas } from '../modules/areas/areas.seed';
import { seedDemoAccounts } from '../modules/auth/demo-accounts.seed';
import { seedCatalog } from '../modules/catalog/catalog.seed';
import { seedDemoFamily } from '../modules/family/family.seed';
import { seedDemoOperator } from '../modules/operators/operator-accounts';
import { seedDemoTutors } from '../modules/tutors/tutors.seed';
import type { Database } from './client';

/**
 * Applied at every start, idempotently: reference data in every environment, demo data only
 * where config.devTools is on. Each slice adds its own seed step here.
 */
export async function seedDatabase(db: Database, config: AppConfig): Promise<void> {
  // First: the demo data of other slices points at catalog rows.
  await seedCatalog(db);
  await seedAreas(db);
  await seedDemoAccounts(db, config);
  await seedDemoTutors(db, config);
  await seedDemoFamily(db, config);
  await seedDemoOperator(db, config);
}
