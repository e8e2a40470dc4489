/**
 * How a person asked to be addressed: the grammatical gender of the Arabic texts about them
 * (their profile's "How should we address you?"). Unset (null), a text avoids gendered forms.
 * Kept free of zod, like roles.ts, for the screens that only pick a text's form.
 */
export const addressForms = ['feminine', 'masculine'] as const;
export type AddressAs = (typeof addressForms)[number];

/**
 * The i18next context that picks `key_feminine` or `key_masculine` for a text about a person;
 * without a choice, `undefined` keeps the neutral base key.
 */
export function genderContext(addressAs: AddressAs | null | undefined): AddressAs | undefined {
  return addressAs ?? undefined;
}
