import type { ContactMessage } from '@nibras/contracts/contact';
import type { Language } from '@nibras/contracts/i18n/languages';
import { contactMessages } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

export async function insertContactMessage(
  db: DbExecutor,
  values: ContactMessage & { userId: string | null; language: Language },
) {
  const [row] = await db
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
