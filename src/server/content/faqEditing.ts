import type { FromSchema } from 'json-schema-to-ts';
import type { Queryable } from '../db/types';

/** The back office's edits of the FAQ (tables faq_questions, faq_categories); the HTML comes in sanitised. */

/** A question with its category, as the back office's replies carry it. */
export const faqQuestionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    categorie: { type: 'string' },
    categorieLibelle: { type: 'string' },
    title: { type: 'string' },
    content: { type: 'string' },
    position: { type: 'integer' },
  },
  required: ['id', 'categorie', 'categorieLibelle', 'title', 'content', 'position'],
} as const;
export type FaqQuestion = FromSchema<typeof faqQuestionSchema>;

export interface FaqQuestionFields {
  categoryId: number;
  title: string;
  content: string;
  position: number;
}

const FAQ_SELECT = `SELECT q.id, c.code AS categorie, c.name AS "categorieLibelle", q.title, q.content, q.position
                        FROM faq_questions q JOIN faq_categories c ON c.id = q.category_id`;

/** Every question, in the order of the categories, then their own. */
export async function listFaqQuestions(db: Queryable): Promise<FaqQuestion[]> {
  return (await db.query<FaqQuestion>(`${FAQ_SELECT} ORDER BY c.position, q.position, q.id`)).rows;
}

export async function faqQuestion(db: Queryable, id: number): Promise<FaqQuestion | undefined> {
  return (await db.query<FaqQuestion>(`${FAQ_SELECT} WHERE q.id = $1`, [id])).rows[0];
}

/** The categories, in their order. */
export async function faqCategories(db: Queryable): Promise<{ code: string; name: string }[]> {
  return (await db.query<{ code: string; name: string }>('SELECT code, name FROM faq_categories ORDER BY position, id')).rows;
}

/** The id of the category `code`, undefined when there is none. */
export async function faqCategoryId(db: Queryable, code: string): Promise<number | undefined> {
  return (await db.query<{ id: number }>('SELECT id FROM faq_categories WHERE code = $1', [code])).rows[0]?.id;
}

/** The new question's id. It gets its own click and rate codes (the FAQ's feedback keys). */
export async function insertFaqQuestion(db: Queryable, { categoryId, title, content, position }: FaqQuestionFields): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO faq_questions (category_id, title, content, position, click_code, rate_code)
             SELECT $1, $2, $3, $4, 'Q-' || n, 'R-' || n FROM (SELECT md5(random()::text || clock_timestamp()::text) AS n) AS code
             RETURNING id`,
    [categoryId, title, content, position],
  );
  return rows[0]?.id;
}

/** The question's id, undefined when there is no question `id`. */
export async function updateFaqQuestion(db: Queryable, id: number, { categoryId, title, content, position }: FaqQuestionFields): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('UPDATE faq_questions SET category_id = $1, title = $2, content = $3, position = $4 WHERE id = $5 RETURNING id', [
    categoryId,
    title,
    content,
    position,
    id,
  ]);
  return rows[0]?.id;
}

/** False when there was no such question. */
export async function deleteFaqQuestion(db: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM faq_questions WHERE id = $1', [id]);
  return affectedRows > 0;
}
