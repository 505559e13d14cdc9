import { type Transaction, type Transactions, violatedUniqueConstraint } from '@cdi/db';
import { ApiError } from '../common/api-error';

/**
 * Runs a change of users in one transaction. The checks before an insert or a rename answer a taken
 * login id with a 409; two requests racing past them meet the unique index instead, which answers the
 * same 409 (`message` on `field`) rather than a 500.
 */
export async function runRefusingTakenLoginId<T>(
  transactions: Transactions,
  conflict: { message: string; field: string },
  work: (manager: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await transactions.run(work);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'users_login_id_unique') throw ApiError.conflict(conflict.message, conflict.field);
    throw error;
  }
}
