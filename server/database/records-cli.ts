// `npm run records -- ...`: what operators and auditors ask of the records, printed as JSON from the database the
// configuration names (DATABASE_URL, or the embedded one under DATA_DIR while the server is stopped: one process
// per embedded database).
//
//   consent --mobile 9810012345 | --pan BQKPM4821K | --request-id <id>   every consent record matching
//   complaint GRV-2026-000123                                           the complaint and its full history
//   privacy PRQ-2026-000123                                             the privacy request and its full history
//   status GRV-2026-000123 in-progress [--note "called the borrower"]   moves a complaint or request on
import { runOperatorCommand } from './operator-command.ts';
import { changeStatus } from '../records/complaints.ts';
import { complaintStatuses } from '../../shared/complaint-terms.ts';
import { privacyRequestStatuses } from '../../shared/privacy-request-terms.ts';

const usage = `usage: npm run records -- consent (--mobile N | --pan P | --request-id R)
       npm run records -- complaint GRV-YYYY-NNNNNN
       npm run records -- privacy PRQ-YYYY-NNNNNN
       npm run records -- status (GRV|PRQ)-YYYY-NNNNNN <status> [--note TEXT]`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function run(
  args: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = args;
  return runOperatorCommand(usage, out, env, async ({ db, print, showUsage }) => {
    if (command === 'consent') {
      const by = [
        ['mobile', option(rest, '--mobile')],
        ['pan', option(rest, '--pan')?.toUpperCase()],
        ['request_id', option(rest, '--request-id')],
      ].find(([, v]) => v) as [string, string] | undefined;
      if (!by) return showUsage();
      const { rows } = await db.query(
        `SELECT record FROM consents WHERE ${by[0]} = $1 ORDER BY recorded_at`,
        [by[1]],
      );
      print(rows.map((r) => r.record));
      return rows.length > 0 ? 0 : 3;
    }
    if (command === 'complaint' || command === 'privacy') {
      const reference = rest[0]?.toUpperCase();
      if (!reference) return showUsage();
      const [table, events] =
        command === 'complaint'
          ? ['complaints', 'complaint_events']
          : ['privacy_requests', 'privacy_request_events'];
      const record = await db.query(`SELECT * FROM ${table} WHERE reference = $1`, [reference]);
      if (!record.rows[0]) {
        out(`no ${command} ${reference}`);
        return 3;
      }
      const { mobile_salt: _salt, mobile_hash: _hash, ...shown } = record.rows[0];
      const history = await db.query(
        `SELECT status, at, note FROM ${events} WHERE reference = $1 ORDER BY at, id`,
        [reference],
      );
      print({ ...shown, history: history.rows });
      return 0;
    }
    if (command === 'status') {
      const [reference, status] = [rest[0]?.toUpperCase(), rest[1]];
      const complaint = reference?.startsWith('GRV-');
      const allowed: readonly string[] = complaint ? complaintStatuses : privacyRequestStatuses;
      if (!reference || !status || !allowed.includes(status)) {
        out(`status must be one of: ${allowed.join(', ')}`);
        return 2;
      }
      const changed = await changeStatus(
        db,
        complaint ? 'complaints' : 'privacy_requests',
        reference,
        status,
        option(rest, '--note'),
      );
      out(changed ? `${reference}: ${status}` : `no such reference ${reference}`);
      return changed ? 0 : 3;
    }
    return showUsage();
  });
}
