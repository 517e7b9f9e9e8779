-- Every mail and SMS is written here first (development mailbox); SMTP delivery is recorded.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('mail', 'sms')),
  recipient text NOT NULL,
  subject text,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
