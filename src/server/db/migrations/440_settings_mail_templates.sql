-- Mail templates per client: the subject and body an administrator wrote for
-- one of the product's mails (src/server/mail/templateCatalogue.ts). No row: the product default.
-- The outbox renders a mail from its row when there is one (src/server/mail/storedTemplates.ts).
CREATE TABLE mail_templates (
  client_code   text NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
  template_key  text NOT NULL,
  subject       text NOT NULL,
  body          text NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    text,
  PRIMARY KEY (client_code, template_key)
);
