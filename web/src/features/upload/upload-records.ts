import type { KeyValueStorage } from '../../lib/auth-storage.ts';
import { UPLOAD_IDLE_EXPIRY_MS } from '@vaultbox/common/resumable-upload.ts';

/** Where the unfinished uploads of this browser are remembered, so that a reload can offer to resume them. */
export const UPLOAD_RECORDS_KEY = 'vaultbox.unfinishedUploads';

/**
 * An upload the server has begun and not finished. After a reload the browser no longer has the File, so the record
 * keeps what is needed to recognise it when the user picks it again, and the tus URL its bytes went to.
 */
export interface UploadRecord {
  id: string;
  userId: string;
  name: string;
  size: number;
  lastModified: number;
  title: string;
  description: string;
  url: string;
  /** When the upload last moved (ms): the server forgets uploads idle for 24 h, so older records are dropped. */
  touchedAt: number;
}

/** Whether a picked file is the one the record was made from: same name, size and modification time. */
export function matchesFile(
  record: Pick<UploadRecord, 'name' | 'size' | 'lastModified'>,
  file: Pick<File, 'name' | 'size' | 'lastModified'>,
): boolean {
  return record.name === file.name && record.size === file.size && record.lastModified === file.lastModified;
}

function isRecord(value: unknown): value is UploadRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    ['id', 'userId', 'name', 'title', 'description', 'url'].every((key) => typeof v[key] === 'string') &&
    ['size', 'lastModified', 'touchedAt'].every((key) => typeof v[key] === 'number')
  );
}

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The records of this browser kept in localStorage (or any key-value storage), for one user. */
export class UploadRecords {
  constructor(
    private readonly userId: string,
    private readonly storage: KeyValueStorage | null = browserStorage(),
    private readonly now: () => number = Date.now,
  ) {}

  private readAll(): UploadRecord[] {
    try {
      const parsed = JSON.parse(this.storage?.getItem(UPLOAD_RECORDS_KEY) ?? '[]') as unknown;
      return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    } catch {
      return [];
    }
  }

  private writeAll(records: UploadRecord[]): void {
    try {
      if (records.length === 0) this.storage?.removeItem(UPLOAD_RECORDS_KEY);
      else this.storage?.setItem(UPLOAD_RECORDS_KEY, JSON.stringify(records));
    } catch {
      // A full or blocked storage only costs the offer to resume after a reload.
    }
  }

  /** This user's records the server may still hold, oldest first; expired ones are forgotten. */
  list(): UploadRecord[] {
    const all = this.readAll();
    const fresh = all.filter((r) => this.now() - r.touchedAt < UPLOAD_IDLE_EXPIRY_MS);
    if (fresh.length !== all.length) this.writeAll(fresh);
    return fresh.filter((r) => r.userId === this.userId);
  }

  save(record: Omit<UploadRecord, 'userId' | 'touchedAt'>): void {
    const others = this.readAll().filter((r) => r.id !== record.id);
    this.writeAll([...others, { ...record, userId: this.userId, touchedAt: this.now() }]);
  }

  remove(id: string): void {
    const all = this.readAll();
    const rest = all.filter((r) => r.id !== id);
    if (rest.length !== all.length) this.writeAll(rest);
  }
}
