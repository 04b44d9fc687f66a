import type { BackupWritten } from '@nutrilog/shared/schemas';
import type { AppConfig } from '../config';

/** The running server did not take the backup; the message says why in one line. */
export class AskServerError extends Error {
  override name = 'AskServerError';
}

/** Where this configuration's server listens, as seen from this machine (a wildcard address answers on loopback). */
export function serverUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  if (config.port === 0) throw new AskServerError('PORT is 0 (any free port): set PORT to the port the server uses.');
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** POST /backups to the running server (docs/api.md, "Backups and restore"), with BACKUP_TOKEN when it is set. */
export async function askServerForBackup(config: Pick<AppConfig, 'host' | 'port' | 'backups'>): Promise<BackupWritten> {
  const url = `${serverUrl(config)}/backups`;
  const token = config.backups?.token ?? null;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new AskServerError(`Cannot reach the server at ${url}: ${cause}`);
  }
  const text = await response.text();
  if (response.status !== 201) {
    let detail = text;
    try {
      detail = (JSON.parse(text) as { detail?: string }).detail ?? text;
    } catch {
      // not a problem document: the text as it is
    }
    throw new AskServerError(`The server at ${url} answered ${response.status}: ${detail}`);
  }
  return JSON.parse(text) as BackupWritten;
}
