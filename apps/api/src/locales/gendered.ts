import type { AddressAs } from '@nibras/contracts/address-as';

/**
 * A namespace's Arabic texts: every English key, and for a text about a person its gendered
 * forms (`key_feminine`, `key_masculine`), which i18next picks by the context that person's
 * `addressAs` gives; the base key stays neutral. English says each once.
 */
export type WithGenderedForms<T> = {
  [K in keyof T]: T[K] extends string ? string : WithGenderedForms<T[K]>;
} & {
  [K in keyof T as T[K] extends string ? `${K & string}_${AddressAs}` : never]?: string;
};
