/* What the complaint feature offers the others: the staff token check of the back-office routes, and the borrower's
   reading of a stored moment. */
export { marketDateTime } from './complaints.ts';
export { checkStaffToken } from './staff-routes.ts';
