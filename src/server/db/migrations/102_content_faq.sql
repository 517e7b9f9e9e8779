-- FAQ (the "Inbenta" help): categories, questions, clicks and feedback.

-- Folds a text for accent-insensitive search without the unaccent extension (absent from
-- PGlite's default build and not always installable on a managed PostgreSQL).
-- Upper-case accented letters are folded before lower(), which only knows ASCII under the C locale.
CREATE OR REPLACE FUNCTION content_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(
    lower(translate(t,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ’',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy''')),
    'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae')
$$;

-- Text of an HTML fragment, for search.
CREATE OR REPLACE FUNCTION content_html_text(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(t, '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g')
$$;

CREATE TABLE IF NOT EXISTS faq_categories (
  id        serial PRIMARY KEY,
  code      text NOT NULL UNIQUE,
  name      text NOT NULL,
  position  integer NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS faq_questions (
  id            serial PRIMARY KEY,
  category_id   integer NOT NULL REFERENCES faq_categories (id) ON DELETE CASCADE,
  click_code    text NOT NULL UNIQUE,
  rate_code     text NOT NULL UNIQUE,
  title         text NOT NULL,
  content       text NOT NULL,
  position      integer NOT NULL DEFAULT 0,
  -- 1..5 for the "Top 5" tab, NULL otherwise.
  top_rank      integer UNIQUE CHECK (top_rank BETWEEN 1 AND 5),
  -- click codes of related questions
  related       text[] NOT NULL DEFAULT '{}',
  -- Inbenta user types allowed to see the question (2 connected, 4 not connected); NULL = all.
  user_types    integer[],
  search_text   text GENERATED ALWAYS AS (content_fold(title || ' ' || content_html_text(content))) STORED,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('french'::regconfig, content_fold(title)), 'A') ||
    setweight(to_tsvector('french'::regconfig, content_fold(content_html_text(content))), 'B')
  ) STORED
);

CREATE INDEX IF NOT EXISTS faq_questions_search ON faq_questions USING gin (search_vector);

CREATE TABLE IF NOT EXISTS faq_clicks (
  id          bigserial PRIMARY KEY,
  click_code  text NOT NULL,
  user_type   integer,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS faq_feedback (
  id          bigserial PRIMARY KEY,
  rate_code   text NOT NULL,
  is_useful   boolean,
  comment     text,
  user_type   integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (is_useful IS NOT NULL OR comment IS NOT NULL)
);
