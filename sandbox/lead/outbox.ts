/** An e-mail the sandbox would have sent, as the applicant's mailbox would show it. */
export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  /** The link the e-mail carries. */
  link: string;
  sentAt: string;
}

/**
 * Where the sandbox's e-mails go instead of a mail server, for its control routes to show
 * (`GET /sandbox/leads/{id}/emails`). It stands in for the applicant's mailbox, not for the
 * lender's records: it is kept in memory, so the database still holds no token in clear, and a
 * restart empties it (the links it showed keep working: their tokens' hashes are stored).
 */
export interface Outbox {
  send(leadId: string, email: Omit<SentEmail, 'sentAt'>): SentEmail;
  /** The e-mails sent about a lead, oldest first. */
  of(leadId: string): SentEmail[];
}

export function createOutbox(): Outbox {
  const sent = new Map<string, SentEmail[]>();
  return {
    send(leadId, email) {
      const stamped = { ...email, sentAt: new Date().toISOString() };
      sent.set(leadId, [...(sent.get(leadId) ?? []), stamped]);
      return stamped;
    },
    of: (leadId) => [...(sent.get(leadId) ?? [])],
  };
}
