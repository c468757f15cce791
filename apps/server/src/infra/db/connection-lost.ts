/**
 * Whether an error means the database connection went away under a query (a PostgreSQL restart or failover,
 * an operator's pg_terminate_backend, the network) rather than a fault in the query itself: the request can
 * simply be tried again. Looks through wrappers (drizzle's "Failed query" keeps the driver's error as `cause`).
 */

/** SQLSTATE classes and codes: 08 connection exception; 57P01-03 shutdown / cannot connect now; 53300 too many connections. */
const LOST_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a connection that is gone or cannot be made. */
const LOST_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
/** node-postgres's own messages for a client whose connection ended or never came. */
const LOST_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect)$/;

export const isConnectionLost = (error: unknown): boolean => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_ERRNO.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGE.test(message)) return true;
    // a connection tried on several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
};
