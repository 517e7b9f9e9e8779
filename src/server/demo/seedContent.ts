import type { Db, Queryable } from '../db/types';
import careNetworks from './content/careNetworks.json';
import client from './content/client.json';
import cms from './content/cms.json';
import faq from './content/faq.json';
import referentiels from './content/referentiels.json';
import { seedModesGestion } from './seedModesGestion';
import { seedClientIdentite } from './seedClientIdentite';

/**
 * Demo content: the client 'Mutuelle Démo' with its configuration, feature flags and management modes, CMS
 * blocks, FAQ, reference lists and care networks (data in ./content/*.json).
 *
 * Idempotent and respectful: every row is inserted only when absent (ON CONFLICT DO NOTHING),
 * so running it at each start never duplicates anything nor overwrites what an administrator
 * changed since. One transaction: a crash never leaves half the demo content.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedClient(tx);
    await seedModesGestion(tx);
    await seedCms(tx);
    await seedFaq(tx);
    await seedReferentiels(tx);
    await seedCareNetworks(tx);
    await seedClientIdentite(tx);
  });
}

async function seedClient(tx: Queryable): Promise<void> {
  const c = client;
  await tx.query(
    `INSERT INTO clients (
       code, libelle, is_default, data_collect_activated, is_donnees_ro_monegasques_activated, autres_clients,
       oidc_external_provider, create_account_auth_mode, taille_max_prenom_nom, register_attempt_number,
       register_attempt_number_after_message, delai_toasts, amf_sms_activated, is_register_verify_email,
       is_register_verify_iban, is_register_iban_obligatoire, is_code_postal_verified_on_account_creation,
       is_check_birthday_forgot_password_activated, password_required_length, mobile_app_enabled,
       mobile_app_android_url, mobile_app_ios_url)
     SELECT $1, $2, NOT EXISTS (SELECT 1 FROM clients WHERE is_default), $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11,
            $12, $13, $14, $15, $16, $17, $18, $19, $20, $21
     ON CONFLICT (code) DO NOTHING`,
    [
      c.code, c.libelle, c.dataCollectActivated, c.isDonneesROMonegasquesActivated, JSON.stringify(c.autresClients),
      c.oidcExternalProvider, c.createAccountAuthMode, c.tailleMaxPrenomNom, c.registerAttemptNumber,
      c.registerAttemptNumberAfterMessage, c.delaiToasts, c.amfSmsActivated, c.isRegisterVerifyEmail,
      c.isRegisterVerifyIban, c.isRegisterIbanObligatoire, c.isCodePostalVerifiedOnAccountCreation,
      c.isCheckBirthdayForgotPasswordActivated, c.passwordRequiredLength, c.mobileApp.enabled,
      c.mobileApp.androidUrl, c.mobileApp.iosUrl,
    ],
  );
  const features: Record<string, { isActivated: boolean; isActivatedPerContract?: Record<string, boolean> }> = c.fonctionnalites;
  for (const [key, flag] of Object.entries(features)) {
    await tx.query(
      `INSERT INTO client_features (client_code, feature_key, is_activated) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [c.code, key, flag.isActivated],
    );
    for (const [numero, activated] of Object.entries(flag.isActivatedPerContract ?? {})) {
      await tx.query(
        `INSERT INTO client_feature_contracts (client_code, feature_key, numero_contrat_individuel, is_activated)
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [c.code, key, numero, activated],
      );
    }
  }
}

async function seedCms(tx: Queryable): Promise<void> {
  for (const [position, block] of cms.entries()) {
    await tx.query(
      `INSERT INTO cms_blocks (name, item_name, title, content, position) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (name, item_name) DO NOTHING`,
      [block.name, block.itemName, block.title, block.content, position],
    );
  }
}

interface FaqQuestion {
  category: string;
  clickCode: string;
  rateCode: string;
  order: number;
  top?: number;
  title: string;
  content: string;
  related: string[];
  userTypes?: number[];
}

async function seedFaq(tx: Queryable): Promise<void> {
  for (const category of faq.categories) {
    await tx.query(
      `INSERT INTO faq_categories (code, name, position) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING`,
      [category.code, category.name, category.order],
    );
  }
  const questions: FaqQuestion[] = faq.questions;
  for (const q of questions) {
    await tx.query(
      `INSERT INTO faq_questions (category_id, click_code, rate_code, title, content, position, top_rank, related, user_types)
       SELECT c.id, $2, $3, $4, $5, $6,
              -- a Top 5 rank already taken (changed by an administrator) is left alone
              CASE WHEN EXISTS (SELECT 1 FROM faq_questions WHERE top_rank = $7) THEN NULL ELSE $7::integer END,
              $8::text[], $9::integer[]
         FROM faq_categories c WHERE c.code = $1
       ON CONFLICT DO NOTHING`,
      [q.category, q.clickCode, q.rateCode, q.title, q.content, q.order, q.top ?? null, q.related, q.userTypes ?? null],
    );
  }
}

interface ReferentielItem {
  code: string;
  libelle: string;
  [extra: string]: string;
}

async function seedReferentiels(tx: Queryable): Promise<void> {
  const lists: Record<string, { libelle: string; items: ReferentielItem[] }> = referentiels;
  for (const [name, list] of Object.entries(lists)) {
    await tx.query('INSERT INTO referentiel_lists (name, libelle) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      list.libelle,
    ]);
    for (const [position, item] of list.items.entries()) {
      const { code, libelle, ...extra } = item;
      await tx.query(
        `INSERT INTO referentiel_items (list_name, code, libelle, position, extra) VALUES ($1, $2, $3, $4, $5::jsonb)
         ON CONFLICT (list_name, code, libelle) DO NOTHING`,
        [name, code, libelle, position, JSON.stringify(extra)],
      );
    }
  }
}

async function seedCareNetworks(tx: Queryable): Promise<void> {
  for (const image of careNetworks.images) {
    await tx.query(
      'INSERT INTO care_network_images (id, mime_type, data) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [image.id, image.mimeType, Buffer.from(image.svg, 'utf8')],
    );
  }
  for (const [position, n] of careNetworks.networks.entries()) {
    await tx.query(
      `INSERT INTO care_networks (code, reseau, libelle, url, num_omc, icon, image_id, image_form, description, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING`,
      [n.code, n.reseau, n.libelle, n.url, n.numOmc, n.icon, n.imageId, n.imageForm, n.description, position],
    );
  }
}
