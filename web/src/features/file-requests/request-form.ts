import type {
  CreateFileRequestRequest,
  FileRequest,
  FileRequestType,
  UpdateFileRequestRequest,
} from '@vaultbox/common/schemas/file-requests.ts';

// The create/edit form of a file request as plain values, and what it sends (docs/product.md, File requests).

const MB = 1024 * 1024;

export interface RequestFormValues {
  title: string;
  message: string;
  password: string;
  removePassword: boolean;
  /** A datetime-local value ('2026-12-01T18:00'), or '' for none. */
  expiresAt: string;
  maxFiles: string;
  maxTotalSizeMb: string;
  allowedTypes: FileRequestType[];
  requireName: boolean;
  showUploads: boolean;
}

export const emptyRequestForm: RequestFormValues = {
  title: '',
  message: '',
  password: '',
  removePassword: false,
  expiresAt: '',
  maxFiles: '',
  maxTotalSizeMb: '',
  allowedTypes: [],
  requireName: false,
  showUploads: false,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as the local datetime-local value. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function requestFormValues(request: FileRequest): RequestFormValues {
  return {
    title: request.title,
    message: request.message,
    password: '',
    removePassword: false,
    expiresAt: localInputValue(request.expiresAt),
    maxFiles: request.maxFiles === null ? '' : String(request.maxFiles),
    maxTotalSizeMb: request.maxTotalSize === null ? '' : String(Math.round(request.maxTotalSize / MB)),
    allowedTypes: request.allowedTypes,
    requireName: request.requireName,
    showUploads: request.showUploads,
  };
}

/** A whole number of at least 1, null for empty, undefined when it is not one. */
function count(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/** The i18n key of what is wrong with the form, or null. */
export function requestFormProblem(values: RequestFormValues): string | null {
  if (values.title.trim() === '') return 'form.titleRequired';
  if (count(values.maxFiles) === undefined || count(values.maxTotalSizeMb) === undefined) return 'form.badNumber';
  return null;
}

const expiryOf = (value: string) => (value ? new Date(value).toISOString() : null);
const bytesOf = (mb: number | null | undefined) => (mb ? mb * MB : null);

export function createBody(values: RequestFormValues): CreateFileRequestRequest {
  const body: CreateFileRequestRequest = {
    title: values.title.trim(),
    message: values.message.trim(),
    allowedTypes: values.allowedTypes,
    requireName: values.requireName,
    showUploads: values.showUploads,
  };
  if (values.password) body.password = values.password;
  const expiresAt = expiryOf(values.expiresAt);
  if (expiresAt) body.expiresAt = expiresAt;
  const maxFiles = count(values.maxFiles);
  if (maxFiles) body.maxFiles = maxFiles;
  const maxTotalSize = bytesOf(count(values.maxTotalSizeMb));
  if (maxTotalSize) body.maxTotalSize = maxTotalSize;
  return body;
}

/** What changed against the request as it is: only those fields are sent. */
export function requestChanges(request: FileRequest, values: RequestFormValues): UpdateFileRequestRequest {
  const changes: UpdateFileRequestRequest = {};
  if (values.title.trim() !== request.title) changes.title = values.title.trim();
  if (values.message.trim() !== request.message) changes.message = values.message.trim();
  if (values.removePassword && request.hasPassword) changes.password = null;
  else if (values.password) changes.password = values.password;
  if (values.expiresAt !== localInputValue(request.expiresAt)) changes.expiresAt = expiryOf(values.expiresAt);
  const maxFiles = count(values.maxFiles) ?? null;
  if (maxFiles !== request.maxFiles) changes.maxFiles = maxFiles;
  const maxTotalSize = bytesOf(count(values.maxTotalSizeMb));
  if (values.maxTotalSizeMb !== requestFormValues(request).maxTotalSizeMb) changes.maxTotalSize = maxTotalSize;
  if ([...values.allowedTypes].sort().join() !== [...request.allowedTypes].sort().join()) {
    changes.allowedTypes = values.allowedTypes;
  }
  if (values.requireName !== request.requireName) changes.requireName = values.requireName;
  if (values.showUploads !== request.showUploads) changes.showUploads = values.showUploads;
  return changes;
}
