// A loan's status as a pill, coloured by the lending API's own status word (an overdue loan in red): the repay
// page's result and My loans' cards show it the same way, each in its own words for the status.
import './loan-status.css';

export function LoanStatus({ status, label }: { status: string; label: string }) {
  return (
    <span className={`loan-status loan-status-${status.toLowerCase().replace(/\W+/g, '-')}`}>
      {label}
    </span>
  );
}
