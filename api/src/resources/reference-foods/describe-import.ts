import type { ReferenceFoodImportResult } from './importer';

/** One line saying what an import did: "Imported 8790 reference foods (…) from DIR in 2.6 s." */
export function describeImport(result: ReferenceFoodImportResult, directory: string): string {
  const what = `${result.foods} reference foods (${result.names} names, ${result.measures} household measures)`;
  return result.status === 'imported'
    ? `Imported ${what} from ${directory} in ${(result.milliseconds / 1000).toFixed(1)} s.`
    : `Reference foods are up to date with ${directory}: ${what}.`;
}
