import { compactControlClass } from '@/components/form/field-styles';

/** The search sidebar's compact control; labels look as in every form (components/form). */
export const controlClass = `mt-1 w-full ${compactControlClass}`;
