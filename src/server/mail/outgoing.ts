/** A mail as built by a template, before the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The catalogue template it was built from and its values: a client's stored version replaces it (storedTemplates.ts). */
  template?: { key: string; values: Record<string, string> };
}

/** An SMS before the outbox stores it. */
export interface OutgoingSms {
  to: string;
  text: string;
}
