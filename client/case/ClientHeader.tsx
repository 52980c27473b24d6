// The client header of a case study: who the client is, where, and why they
// need care. Server-rendered with the case page; also shown above a case item
// met in a timed test or the readiness exam.
import type { CaseClient } from "./types";

/** "78 years" and "female" as one phrase: "78-year-old female". */
export function clientLine(client: CaseClient): string {
  const m = /^(\d+) (year|month|week|day|hour)s?$/.exec(client.age.trim());
  return m ? `${m[1]}-${m[2]}-old ${client.sex}` : `${client.age}, ${client.sex}`;
}

export function ClientHeader({ client, compact = false }: { client: CaseClient; compact?: boolean }) {
  return (
    <dl className={`case-client${compact ? " case-client-compact" : ""}`}>
      <div>
        <dt>Client</dt>
        <dd>{clientLine(client)}</dd>
      </div>
      <div>
        <dt>Setting</dt>
        <dd>{client.setting}</dd>
      </div>
      <div className="case-client-reason">
        <dt>Reason for care</dt>
        <dd>{client.reason}</dd>
      </div>
      {client.allergies && (
        <div>
          <dt>Allergies</dt>
          <dd>{client.allergies}</dd>
        </div>
      )}
    </dl>
  );
}
