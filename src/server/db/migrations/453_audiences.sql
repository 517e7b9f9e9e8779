-- Back office: audiences, named groups of members (by client, offer, contract
-- state) that CMS blocks and release notes can target. A null criterion matches every member;
-- the members an audience matches are counted in SQL when listed (src/server/admin/audiences.ts).
CREATE TABLE IF NOT EXISTS audiences (
  id           bigserial PRIMARY KEY,
  nom          text NOT NULL UNIQUE CHECK (length(nom) BETWEEN 1 AND 100),
  client_code  text REFERENCES clients (code) ON DELETE CASCADE,
  offre        text,
  etat         text CHECK (etat IN ('eninstance', 'valide', 'resilie', 'suspendu')),
  created_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
