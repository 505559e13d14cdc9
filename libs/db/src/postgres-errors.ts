/** What Postgres said about a failed query, whether from pg itself or wrapped by TypeORM. */
interface PostgresErrorFields {
  code?: string;
  detail?: string;
  constraint?: string;
}

function postgresError(error: unknown): PostgresErrorFields {
  const driverError = (error as { driverError?: PostgresErrorFields })?.driverError;
  return driverError ?? (error as PostgresErrorFields) ?? {};
}

export function postgresErrorCode(error: unknown): string | null {
  const code = postgresError(error).code;
  return typeof code === 'string' ? code : null;
}

/**
 * Text Postgres cannot store: U+0000 in text (22021) or jsonb (22P05), or a lone surrogate escaped
 * into jsonb (22P02 with a surrogate detail). The contracts refuse such text at the edge; this
 * recognises it where some slipped through, so it is the request's fault (400), not the server's.
 */
export function isUnstorableTextError(error: unknown): boolean {
  const { code, detail } = postgresError(error);
  return code === '22021' || code === '22P05' || (code === '22P02' && /surrogate/i.test(detail ?? ''));
}

/**
 * A data exception (SQLSTATE class 22): caused by the values a statement carries, not by the server
 * or the connection, so the same rows fail again however often they are retried.
 */
export function isDataException(error: unknown): boolean {
  return postgresErrorCode(error)?.startsWith('22') ?? false;
}

/** The name of the unique constraint a failed INSERT/UPDATE hit, if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | null {
  const { code, constraint } = postgresError(error);
  return code === '23505' ? (constraint ?? '') : null;
}

/** Whether a failed DELETE/UPDATE was refused because other rows still reference the row. */
export function violatedForeignKey(error: unknown): boolean {
  return postgresErrorCode(error) === '23503';
}
