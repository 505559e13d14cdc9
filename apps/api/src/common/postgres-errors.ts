export { isUnstorableTextError } from '@cdi/db';

/** The name of the unique constraint a failed INSERT/UPDATE hit, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } })?.driverError;
  const code = driverError?.code ?? (error as { code?: string })?.code;
  if (code !== '23505') return null;
  return driverError?.constraint ?? (error as { constraint?: string }).constraint ?? '';
}

/** Whether a failed DELETE/UPDATE was refused because other rows still reference the row. */
export function violatedForeignKey(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string } })?.driverError;
  return (driverError?.code ?? (error as { code?: string })?.code) === '23503';
}
