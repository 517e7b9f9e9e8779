-- Members, their accounts, contracts and beneficiaries.

CREATE TABLE adherents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  civilite text NOT NULL,                      -- 'M' | 'MME'
  nom text NOT NULL,
  prenom text NOT NULL,
  date_naissance date NOT NULL,
  nir char(13),                                -- social-security number without key
  nir_cle char(2),
  code_postal text,
  iban text,
  email text,
  telephone_mobile text,
  telephone_confirme boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX adherents_nir_idx ON adherents (nir);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_name text NOT NULL UNIQUE,              -- e-mail address, stored lower-case
  password_hash text,                          -- argon2id; null until a password is chosen
  roles text[] NOT NULL DEFAULT ARRAY['User'],
  adherent_id uuid REFERENCES adherents (id),
  code_civilite text,                          -- for accounts without adherent (staff)
  nom text,
  prenom text,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'active')),
  created_by_admin boolean NOT NULL DEFAULT false,
  email_confirmed boolean NOT NULL DEFAULT false,
  cgu_accepted_at timestamptz,
  consentements jsonb NOT NULL DEFAULT '[]',
  dematerialisation boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_name = lower(user_name))
);
-- One account per member.
CREATE UNIQUE INDEX users_adherent_idx ON users (adherent_id) WHERE adherent_id IS NOT NULL;

CREATE TABLE contrats (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  numero_contrat_individuel text NOT NULL UNIQUE,
  adherent_id uuid NOT NULL REFERENCES adherents (id),
  nom_offre text NOT NULL,
  etat text NOT NULL CHECK (etat IN ('eninstance', 'valide', 'resilie', 'suspendu')),
  is_actif boolean NOT NULL DEFAULT true,
  is_precontentieux boolean NOT NULL DEFAULT false,
  date_debut date,
  date_fin date,
  modalite_paiement jsonb NOT NULL DEFAULT '{}'   -- { rib, codeModePaiement, isMissing }
);
CREATE INDEX contrats_adherent_idx ON contrats (adherent_id);

CREATE TABLE beneficiaires (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contrat_id uuid NOT NULL REFERENCES contrats (id) ON DELETE CASCADE,
  code_civilite text NOT NULL,
  nom text NOT NULL,
  prenom text NOT NULL,
  num_pers text NOT NULL,
  date_naissance date NOT NULL,
  UNIQUE (contrat_id, num_pers)
);
