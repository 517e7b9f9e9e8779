import type { Queryable } from '../db/types';

/**
 * The FAQ as the portal reads it (tables faq_categories, faq_questions) and the visitors' clicks
 * and ratings (faq_clicks, faq_feedback). `userType` (null for any) is the visitor's Inbenta user
 * type: a question with user_types NULL is for everyone, else only for the listed types.
 *
 * Search is accent- and case-insensitive without the unaccent extension: the table keeps a
 * folded copy of each question (content_fold in migration 102) and a French tsvector of it.
 * A question matches when any word of the query matches: by its French stem ("remboursements"
 * finds "remboursement") or, folded, as a substring (prefixes: "rembour"). A visitor types words,
 * not the FAQ's own wording ("carte perdue"), so one word found is enough; the questions that
 * hold the most words of the query come first, then the best full-text rank, then a title match.
 */

export interface QuestionRow {
  id: number;
  title: string;
  content: string;
  rate_code: string;
  click_code: string;
  related: string[];
  position: number;
  top_rank: number | null;
  category_id: number;
}

export interface RelatedRow {
  title: string;
  content: string;
  rate_code: string;
  click_code: string;
}

const MAX_RESULTS = 20;

const QUESTION_COLUMNS = 'q.id, q.title, q.content, q.rate_code, q.click_code, q.related, q.position, q.top_rank, q.category_id';
const AUDIENCE = '($1::integer IS NULL OR q.user_types IS NULL OR $1 = ANY (q.user_types))';

/** The questions with these click codes that the user type may read (the « related » links of other questions). */
export async function relatedQuestions(db: Queryable, clickCodes: string[], userType: number | null): Promise<RelatedRow[]> {
  const { rows } = await db.query<RelatedRow>(
    `SELECT q.title, q.content, q.rate_code, q.click_code FROM faq_questions q
          WHERE q.click_code = ANY ($2::text[]) AND ${AUDIENCE}`,
    [userType, clickCodes],
  );
  return rows;
}

/** The Top 5, in its order. */
export async function topQuestionRows(db: Queryable, userType: number | null): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT ${QUESTION_COLUMNS} FROM faq_questions q
        WHERE q.top_rank IS NOT NULL AND ${AUDIENCE}
        ORDER BY q.top_rank LIMIT 5`,
    [userType],
  );
  return rows;
}

export async function faqCategories(db: Queryable): Promise<{ id: number; name: string; position: number }[]> {
  const { rows } = await db.query<{ id: number; name: string; position: number }>('SELECT id, name, position FROM faq_categories ORDER BY position, id');
  return rows;
}

/** Every question the user type may read, in display order. */
export async function questionRowsFor(db: Queryable, userType: number | null): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(`SELECT ${QUESTION_COLUMNS} FROM faq_questions q WHERE ${AUDIENCE} ORDER BY q.position, q.id`, [userType]);
  return rows;
}

/** The questions matching a query (`words`: its words for the substring match), best first, at most 20. */
export async function searchQuestionRows(db: Queryable, userType: number | null, text: string, words: string[]): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `WITH search AS (
           -- The query's French stems, any of them (stop words dropped): 'cart' | 'perdu'.
           SELECT (SELECT string_agg(quote_literal(lexeme), ' | ')::tsquery
                     FROM unnest(tsvector_to_array(to_tsvector('french'::regconfig, content_fold($2)))) AS lexeme) AS tsq),
         found AS (
           SELECT ${QUESTION_COLUMNS},
                  coalesce(ts_rank(q.search_vector, search.tsq), 0) AS rank,
                  (SELECT count(*) FROM unnest($3::text[]) AS w
                    WHERE position(w IN q.search_text) > 0
                       OR (search.tsq IS NOT NULL AND q.search_vector @@ plainto_tsquery('french'::regconfig, w))) AS words,
                  (SELECT count(*) FROM unnest($3::text[]) AS w WHERE position(w IN content_fold(q.title)) > 0) AS title_words
             FROM faq_questions q, search
            WHERE ${AUDIENCE}
              AND ((search.tsq IS NOT NULL AND q.search_vector @@ search.tsq)
                   OR EXISTS (SELECT 1 FROM unnest($3::text[]) AS w WHERE position(w IN q.search_text) > 0)))
         SELECT * FROM found
          ORDER BY words DESC, rank DESC, title_words DESC, top_rank NULLS LAST, position, id
          LIMIT ${MAX_RESULTS}`,
    [userType, text, words],
  );
  return rows;
}

/** Counts a click on a question; false when no question has that click code. */
export async function recordFaqClick(db: Queryable, clickCode: string, userType: number | null): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO faq_clicks (click_code, user_type)
         SELECT click_code, $2 FROM faq_questions WHERE click_code = $1`,
    [clickCode, userType],
  );
  return affectedRows > 0;
}

/** Keeps a visitor's rating or comment of an answer; false when no question has that rate code. */
export async function recordFaqFeedback(
  db: Queryable,
  rateCode: string,
  feedback: { isUseful: boolean | null; comment: string | null; userType: number | null },
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO faq_feedback (rate_code, is_useful, comment, user_type)
         SELECT rate_code, $2, $3, $4 FROM faq_questions WHERE rate_code = $1`,
    [rateCode, feedback.isUseful, feedback.comment, feedback.userType],
  );
  return affectedRows > 0;
}
