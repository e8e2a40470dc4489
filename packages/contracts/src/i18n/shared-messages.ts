import { ar } from './ar';
import { en, type SharedMessages } from './en';
import type { Language } from './languages';

/** The shared texts of both languages, as one i18next resource per language (namespace `shared`). */
export const sharedMessages: Record<Language, SharedMessages> = { en, ar };
