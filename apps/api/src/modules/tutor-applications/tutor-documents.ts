import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tutorApplicationLimits } from '@nibras/contracts/tutor-applications';
import { AppError } from '../../plugins/envelope';
import { detectPhotoType } from '../auth/profile-photo';

export type DocumentType = { mediaType: string; extension: string };

/**
 * A document's type read from its first bytes (a PDF's `%PDF-`, JPEG's and PNG's signatures);
 * the name and the MIME type the client sent are not trusted.
 */
export function detectDocumentType(bytes: Buffer): DocumentType | undefined {
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') {
    return { mediaType: 'application/pdf', extension: 'pdf' };
  }
  const image = detectPhotoType(bytes);
  if (image === 'jpeg') return { mediaType: 'image/jpeg', extension: 'jpg' };
  if (image === 'png') return { mediaType: 'image/png', extension: 'png' };
  return undefined;
}

/** Checks a received document; throws the error the client should see (413, 415). */
export function checkDocument(bytes: Buffer): DocumentType {
  if (bytes.length > tutorApplicationLimits.documentMaxBytes) {
    throw new AppError(413, 'document_too_large');
  }
  const type = detectDocumentType(bytes);
  if (!type) throw new AppError(415, 'unsupported_document');
  return type;
}

/** Private files live below DATA_DIR/private: no route serves that folder. */
function privateDir(dataDir: string) {
  return path.join(dataDir, 'private');
}

/**
 * Stores a document as tutor-documents/<tutor id>/<random>.<type> below DATA_DIR/private and
 * answers that relative path. The name says nothing of the tutor's own file name.
 */
export async function storeDocument(
  dataDir: string,
  tutorId: string,
  bytes: Buffer,
  type: DocumentType,
): Promise<string> {
  const folder = path.posix.join('tutor-documents', tutorId);
  const relative = path.posix.join(folder, `${randomBytes(16).toString('hex')}.${type.extension}`);
  await mkdir(path.join(privateDir(dataDir), folder), { recursive: true, mode: 0o750 });
  await writeFile(path.join(privateDir(dataDir), relative), bytes, { mode: 0o640 });
  return relative;
}

/** Absolute path of a stored document; the stored value is ours, but stay inside private anyway. */
export function documentFile(dataDir: string, relative: string): string | undefined {
  const root = privateDir(dataDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export async function readDocument(dataDir: string, relative: string): Promise<Buffer> {
  const file = documentFile(dataDir, relative);
  if (!file) throw new AppError(404, 'document_not_found');
  return readFile(file).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') throw new AppError(404, 'document_not_found');
    throw error;
  });
}

export async function removeDocument(dataDir: string, relative: string) {
  const file = documentFile(dataDir, relative);
  if (file) await rm(file, { force: true });
}

/**
 * The file name as an attachment gives it: the original name kept to safe characters (for the
 * plain `filename`) and whole, percent-encoded, in `filename*` (RFC 6266).
 */
export function attachmentDisposition(originalName: string, extension: string): string {
  const base = originalName.replace(/\.[^.]*$/, '') || 'document';
  const whole = `${base}.${extension}`;
  const ascii = whole.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(whole)}`;
}
