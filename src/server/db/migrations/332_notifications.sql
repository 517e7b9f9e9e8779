-- Notifications of an account (/notification): listed newest first, marked read one by one.
CREATE TABLE IF NOT EXISTS notifications (
  id          bigserial PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date_envoi  timestamptz NOT NULL,
  titre       text NOT NULL,
  message     text NOT NULL,
  lue         boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS notifications_user_date_idx ON notifications (user_id, date_envoi DESC, id DESC);
