// The borrower's own Key Fact Statement: their loan's figures (shared/loan-kfs.ts); a figure our lending system did
// not give is said to be missing, never guessed.
import type { LoanDocument } from '../../../../shared/schemas/my-loans.ts';
import { formatDateEnGb, formatRupees } from '../../../../shared/format.ts';
import { site } from '../../../../shared/site.ts';
import { documentCopy as t } from './strings.ts';

type Kfs = Extract<LoanDocument, { kind: 'kfs' }>;

const rupees = (n: number | null) => (n === null ? null : formatRupees(n, 2));
const date = (d: string | null) => (d === null ? null : formatDateEnGb(d));

export function KfsDocument({ document: d }: { document: Kfs }) {
  const f = d.figures;
  const rows: Array<[string, string | null]> = [
    [t.kfs.name, d.name],
    [t.kfs.loanNumber, d.loanNumber],
    [t.kfs.amount, rupees(f.amount)],
    [
      t.kfs.dailyRate,
      f.dailyRate === null || f.annualRate === null
        ? null
        : t.kfs.rate(String(f.dailyRate), String(f.annualRate)),
    ],
    [t.kfs.processingFee, rupees(f.processingFee)],
    [t.kfs.gstOnFee, rupees(f.gstOnFee)],
    [t.kfs.net, rupees(f.net)],
    [t.kfs.disbursedOn, date(f.disbursedOn)],
    [t.kfs.dueOn, date(f.dueOn)],
    [t.kfs.tenure, f.tenureDays === null ? null : t.kfs.days(f.tenureDays)],
    [t.kfs.interest, rupees(f.interest)],
    [t.kfs.repayable, rupees(f.repayable)],
    [t.kfs.apr, f.apr === null ? null : `${f.apr.toFixed(2)}%`],
    [t.kfs.penal, t.kfs.penalValue(String(f.penalChargePercentPerDay))],
    [t.kfs.coolingOff, t.kfs.coolingOffValue(f.coolingOffDays)],
    [
      t.kfs.grievance,
      t.kfs.grievanceValue(
        site.grievanceOfficer.name,
        site.grievanceOfficer.phone,
        site.grievanceOfficer.email,
      ),
    ],
  ];
  return (
    <>
      <p className="document-issuer">{site.legalName}</p>
      <p>{t.kfs.intro}</p>
      <table className="document-table kfs-figures">
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={label}>
              <th scope="row">
                {i + 1}. {label}
              </th>
              <td>{value ?? <span className="not-given">{t.kfs.notGiven}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
