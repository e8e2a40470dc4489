import { accountLimits, profilePhotoTypes } from '@nibras/contracts/auth';

/** What the file input offers: the formats the server takes. */
export const photoAccept = profilePhotoTypes.join(',');

/**
 * Why the server would refuse this profile photo (the shared texts' key), or null when it takes
 * it: every photo field asks before sending, so a refusal costs no upload.
 */
export function photoProblem(
  file: File,
): 'errors.unsupported_image' | 'errors.photo_too_large' | null {
  if (!(profilePhotoTypes as readonly string[]).includes(file.type))
    return 'errors.unsupported_image';
  if (file.size > accountLimits.photoMaxBytes) return 'errors.photo_too_large';
  return null;
}
