/**
 * How global setup hands the running server to the workers: environment variables set in
 * the runner before the workers start, which they inherit.
 */

/** The server's base URL. Set it yourself to run the journeys against a server you started. */
export const BASE_URL_VARIABLE = 'SHOWROOM_E2E_BASE_URL';
/** The server's log file, when global setup started the server. */
export const SERVER_LOG_VARIABLE = 'SHOWROOM_E2E_SERVER_LOG';
